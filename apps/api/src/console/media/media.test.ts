import { signInOwner } from "@api/testing/console-fixtures";
import { createTestApp, type TestApp } from "@api/testing/test-app";
import { auditPageSchema, MEDIA_MAX_BYTES, mediaAssetSchema, mediaPageSchema } from "@clinic/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let lumiereOwner: string;
let haneulOwner: string;

const base = () => `/console/clinics/${t.partnerIds.lumiere}/media`;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c8a27a" } })
    .png()
    .toBuffer();

const upload = (
  token: string | null,
  body: Buffer | string,
  type = "image/png",
  name = "photo.png",
  url = base(),
) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      "content-type": type,
      "x-file-name": encodeURIComponent(name),
    },
    payload: body,
  });
const call = (token: string, method: "GET" | "DELETE", url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  lumiereOwner = await signInOwner(t, "lumiere");
  haneulOwner = await signInOwner(t, "haneul");
});
afterAll(() => t.close());

describe("console media library", () => {
  it("uploads a PNG, detects its type and size, makes smaller WebP copies that are served", async () => {
    const response = await upload(lumiereOwner, await png(1000, 500), "image/png", "시술 전후 사진.png");
    expect(response.statusCode, response.body).toBe(201);
    const asset = mediaAssetSchema.parse(response.json());
    expect(asset).toMatchObject({
      mimeType: "image/png",
      width: 1000,
      height: 500,
      originalName: "시술 전후 사진.png",
    });
    // Only copies narrower than the original.
    expect(Object.keys(asset.variants).sort()).toEqual(["320", "768"]);
    expect(asset.url).toMatch(/^\/media\/lumiere\/uploads\/\d{6}\/[0-9a-f]{24}\.png$/);

    const original = await t.app.inject({ method: "GET", url: asset.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toMatch(/^image\/png/);
    const small = await t.app.inject({ method: "GET", url: asset.variants["320"] as string });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toMatch(/^image\/webp/);
    const meta = await sharp(small.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 160 });

    const list = mediaPageSchema.parse((await call(lumiereOwner, "GET", base())).json());
    expect(list.content[0]?.id).toBe(asset.id);
    const audit = auditPageSchema.parse(
      (await call(lumiereOwner, "GET", `/console/clinics/${t.partnerIds.lumiere}/audit`)).json(),
    );
    expect(audit.content[0]).toMatchObject({ action: "media.upload", target: `media:${asset.id}` });
  });

  it("judges the type by content: a .png name with text is 415, a JPEG sent as image/png is a JPEG", async () => {
    const text = await upload(lumiereOwner, "this is not an image at all", "image/png", "fake.png");
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ status: 415, translate: expect.stringContaining("PNG") });
    const svg = await upload(
      lumiereOwner,
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      "image/svg+xml",
      "a.svg",
    );
    expect(svg.statusCode).toBe(415);
    // A PNG signature followed by garbage: the header alone does not pass.
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 30), Buffer.alloc(50, 7)]);
    expect((await upload(lumiereOwner, broken)).statusCode).toBe(415);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const asJpeg = await upload(lumiereOwner, jpeg, "image/png", "really.png");
    expect(asJpeg.statusCode).toBe(201);
    expect(asJpeg.json()).toMatchObject({ mimeType: "image/jpeg", width: 40, variants: {} });
    expect(asJpeg.json().url).toMatch(/\.jpg$/);
    const json = await t.app.inject({
      method: "POST",
      url: base(),
      headers: { authorization: `Bearer ${lumiereOwner}`, "content-type": "application/json" },
      payload: { file: "x" },
    });
    expect(json.statusCode).toBe(415);
  });

  it("refuses more than 10 MB with 413 in the error shape", async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(MEDIA_MAX_BYTES)]);
    const response = await upload(lumiereOwner, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, translate: expect.stringContaining("10MB") });
    expect((await upload(lumiereOwner, Buffer.alloc(0))).statusCode).toBe(400);
  });

  it("needs a session (401) and the clinic's own account (403)", async () => {
    const image = await png(20, 20);
    expect((await upload(null, image)).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: base() })).statusCode).toBe(401);
    expect((await upload(haneulOwner, image)).statusCode).toBe(403);
    expect((await call(haneulOwner, "GET", base())).statusCode).toBe(403);
    const mine = mediaPageSchema.parse((await call(lumiereOwner, "GET", base())).json());
    const id = mine.content[0]?.id;
    expect((await call(haneulOwner, "DELETE", `${base()}/${id}`)).statusCode).toBe(403);
    // Through haneul's own path the id of a lumiere image is simply not found (row-level security).
    const haneulBase = `/console/clinics/${t.partnerIds.haneul}/media`;
    expect((await call(haneulOwner, "DELETE", `${haneulBase}/${id}`)).statusCode).toBe(404);
    expect(mediaPageSchema.parse((await call(haneulOwner, "GET", haneulBase)).json()).content).toEqual([]);
  });

  it("deletes softly (owners only): gone from the list, the file still served", async () => {
    const asset = mediaAssetSchema.parse((await upload(lumiereOwner, await png(50, 50))).json());
    // A staff account of the clinic may upload and list, but not delete.
    const invite = await t.app.inject({
      method: "POST",
      url: `/console/clinics/${t.partnerIds.lumiere}/staff`,
      headers: { authorization: `Bearer ${lumiereOwner}` },
      payload: { email: "media-staff@lumiere.demo", name: "미디어 직원" },
    });
    const password = "media-staff-2026";
    await t.app.inject({
      method: "POST",
      url: "/console/auth/accept-invite",
      payload: { token: invite.json().inviteToken, password },
    });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/console/auth/sign-in",
      payload: { email: "media-staff@lumiere.demo", password },
    });
    const staff = signIn.json().token as string;
    expect((await call(staff, "GET", base())).statusCode).toBe(200);
    expect((await upload(staff, await png(30, 30))).statusCode).toBe(201);
    expect((await call(staff, "DELETE", `${base()}/${asset.id}`)).statusCode).toBe(403);

    expect((await call(lumiereOwner, "DELETE", `${base()}/${asset.id}`)).statusCode).toBe(204);
    expect((await call(lumiereOwner, "DELETE", `${base()}/${asset.id}`)).statusCode).toBe(404);
    const list = mediaPageSchema.parse((await call(lumiereOwner, "GET", base())).json());
    expect(list.content.map((row) => row.id)).not.toContain(asset.id);
    expect((await t.app.inject({ method: "GET", url: asset.url })).statusCode).toBe(200);
    const audit = auditPageSchema.parse(
      (await call(lumiereOwner, "GET", `/console/clinics/${t.partnerIds.lumiere}/audit`)).json(),
    );
    expect(audit.content[0]).toMatchObject({ action: "media.delete", target: `media:${asset.id}` });
  });

  it("validates paging and ids with 400", async () => {
    expect((await call(lumiereOwner, "GET", `${base()}?size=0`)).statusCode).toBe(400);
    expect((await call(lumiereOwner, "GET", `${base()}?page=-1`)).statusCode).toBe(400);
    expect((await call(lumiereOwner, "DELETE", `${base()}/abc`)).statusCode).toBe(400);
    const paged = mediaPageSchema.parse((await call(lumiereOwner, "GET", `${base()}?size=1&page=1`)).json());
    expect(paged.content).toHaveLength(1);
    expect(paged.totalElements).toBeGreaterThan(1);
  });
});
