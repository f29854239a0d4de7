import { signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { createTestApp, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import {
  apiErrorSchema,
  auditPageSchema,
  bannerListSchema,
  type ConsoleBannerBody,
  consoleBannerSchema,
  consoleContentListSchema,
  consoleNavigationSchema,
  consolePopupSchema,
  contentUsesSchema,
  mediaAssetSchema,
  mediaPageSchema,
  newPopupPlacement,
  siteImagesSchema,
} from "@clinic/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linksToProduct } from "./uses-repository";

let t: TestApp;
let owner: string;
let staff: string;
let partnerId: number;

const clinic = (path: string) => `/console/clinics/${partnerId}${path}`;
const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, payload?: object, token = owner) =>
  t.app.inject({
    method,
    url: clinic(path),
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const banner = (overrides: Partial<ConsoleBannerBody> = {}): ConsoleBannerBody => ({
  bannerLocation: "MAIN_MIDDLE",
  title: "사용처 시험 배너",
  subTitle: "",
  pcImageUrl: "/media/banner.svg",
  mobileImageUrl: null,
  linkUrl: null,
  weight: 9_500,
  isVisible: true,
  ...overrides,
});

async function uploadPng(): Promise<ReturnType<typeof mediaAssetSchema.parse>> {
  const body = await sharp({ create: { width: 900, height: 400, channels: 3, background: "#8fa3b8" } })
    .png()
    .toBuffer();
  const response = await t.app.inject({
    method: "POST",
    url: clinic("/media"),
    headers: { authorization: `Bearer ${owner}`, "content-type": "image/png", "x-file-name": "hero.png" },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return mediaAssetSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp();
  partnerId = t.partnerIds.lumiere;
  owner = await signInOwner(t, "lumiere");
  staff = await signInStaff(t, partnerId);
});
afterAll(() => t.close());

describe("where images are used", () => {
  it("lists the site's existing images (seeded /media/… files) with the places that show them", async () => {
    const response = await call("GET", "/media/site-images");
    expect(response.statusCode, response.body).toBe(200);
    const { content } = siteImagesSchema.parse(response.json());
    expect(content.length).toBeGreaterThan(5);
    expect(content.every((image) => image.uses.length > 0)).toBe(true);
    const bannerImage = content.find((image) => image.uses.some((use) => use.kind === "banner"));
    expect(bannerImage?.url).toMatch(/^\/media\//);
    expect(bannerImage?.uses.find((use) => use.kind === "banner")).toMatchObject({
      kindLabel: "배너",
      href: expect.stringMatching(/^banners\/\d+$/),
    });
    // Treatments' pictures are there too, linked to their editor.
    expect(
      content.flatMap((image) => image.uses).some((use) => use.href.startsWith("content/products/")),
    ).toBe(true);
  });

  it("shows an upload's uses, refuses its delete while a banner shows it (409, the places listed), then deletes", async () => {
    const asset = await uploadPng();
    const created = consoleBannerSchema.parse(
      (
        await call(
          "POST",
          "/banners",
          banner({ pcImageUrl: asset.url, mobileImageUrl: asset.variants["320"] }),
        )
      ).json(),
    );
    const listed = mediaPageSchema.parse((await call("GET", "/media")).json());
    const row = listed.content.find((entry) => entry.id === asset.id);
    expect(row?.uses.map((use) => [use.kind, use.field, use.href])).toEqual([
      ["banner", "PC 이미지", `banners/${created.id}`],
      ["banner", "모바일 이미지", `banners/${created.id}`],
    ]);
    // An upload is not a "site image" twice.
    const siteImages = siteImagesSchema.parse((await call("GET", "/media/site-images")).json());
    expect(siteImages.content.map((image) => image.url)).not.toContain(asset.url);

    const refused = await call("DELETE", `/media/${asset.id}`);
    expect(refused.statusCode).toBe(409);
    const error = apiErrorSchema.parse(refused.json());
    expect(error.translate).toContain("배너 '사용처 시험 배너'(PC 이미지)");
    expect(error.translate).toContain("사용 중");
    expect(error.fields?.map((field) => field.message)).toContain(
      `배너 '사용처 시험 배너'(PC 이미지) → banners/${created.id}`,
    );
    // Nothing changed: still in the library.
    const after = mediaPageSchema.parse((await call("GET", "/media")).json());
    expect(after.content.map((entry) => entry.id)).toContain(asset.id);

    await call("PUT", `/banners/${created.id}`, banner({ pcImageUrl: "/media/banner.svg" }));
    expect((await call("DELETE", `/media/${asset.id}`)).statusCode).toBe(204);
    await call("DELETE", `/banners/${created.id}`);
  });

  it("keeps a banner's focal point and gives it to the storefront; out of range is a Korean 400", async () => {
    const created = consoleBannerSchema.parse(
      (await call("POST", "/banners", banner({ title: "초점 배너", focalX: 20, focalY: 75 }))).json(),
    );
    expect(created).toMatchObject({ focalX: 20, focalY: 75 });
    const shown = bannerListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/banners", headers: site(LUMIERE) })).json(),
    ).rows;
    expect(shown.find((row) => row.id === created.id)).toMatchObject({ focalX: 20, focalY: 75 });
    const bad = await call("PUT", `/banners/${created.id}`, banner({ focalX: 140 }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("100 이하");
    await call("DELETE", `/banners/${created.id}`);
  });
});

describe("deleting a treatment other places link to", () => {
  it("matches links to that treatment only", () => {
    expect(linksToProduct("/products/12", 12)).toBe(true);
    expect(linksToProduct("/products/12?tab=price", 12)).toBe(true);
    expect(linksToProduct("https://lumiere.example.com/products/12/secret/3", 12)).toBe(true);
    expect(linksToProduct("/products/123", 12)).toBe(false);
    expect(linksToProduct("/products/category/pick", 12)).toBe(false);
    expect(linksToProduct(null, 12)).toBe(false);
  });

  it("lists the banner, popup and menu item, refuses the plain delete (409) and unlinks them on confirm", async () => {
    const products = consoleContentListSchema.parse((await call("GET", "/content/products?size=5")).json());
    const productId = products.rows[0]?.id as number;
    const linked = consoleBannerSchema.parse(
      (
        await call("POST", "/banners", banner({ title: "시술 링크 배너", linkUrl: `/products/${productId}` }))
      ).json(),
    );
    const popup = consolePopupSchema.parse(
      (
        await call("POST", "/popups", {
          ...newPopupPlacement(),
          weight: 0,
          isVisible: true,
          startsAt: null,
          endsAt: null,
          popupItems: [
            {
              title: "시술 팝업",
              weight: 0,
              devices: ["PC", "MOBILE"],
              pcContent: "/media/a.svg",
              mobileContent: null,
              linkTo: `/products/${productId}?from=popup`,
            },
          ],
        })
      ).json(),
    );
    const navigation = consoleNavigationSchema.parse((await call("GET", "/site/navigation")).json());
    const withItem = [
      ...navigation.rows,
      { title: "이 시술", url: `/products/${productId}`, badgeCount: null, subList: [] },
    ];
    expect((await call("PUT", "/site/navigation", { rows: withItem })).statusCode).toBe(200);

    const uses = contentUsesSchema.parse((await call("GET", `/products/${productId}/uses`)).json()).uses;
    expect(uses.map((use) => [use.kind, use.title, use.href]).sort()).toEqual(
      [
        ["banner", "시술 링크 배너", `banners/${linked.id}`],
        ["navigation", "이 시술", "site/navigation"],
        ["popup", "시술 팝업", `popups/${popup.id}`],
      ].sort(),
    );

    // A staff account may delete treatments; the plain delete is refused with the places, nothing changed.
    const refused = await call(
      "POST",
      "/content/products/bulk",
      { action: "delete", ids: [productId] },
      staff,
    );
    expect(refused.statusCode).toBe(409);
    const error = apiErrorSchema.parse(refused.json());
    expect(error.translate).toContain("배너 '시술 링크 배너'(링크)");
    expect(error.fields).toHaveLength(3);
    const stillLive = consoleContentListSchema.parse(
      (await call("GET", "/content/products?size=100")).json(),
    );
    expect(stillLive.rows.map((row) => row.id)).toContain(productId);

    const confirmed = await call(
      "POST",
      "/content/products/bulk",
      { action: "delete", ids: [productId], unlink: true },
      staff,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ action: "delete", ids: [productId] });
    expect(
      consoleBannerSchema.parse(
        (await call("GET", `/banners`)).json().rows.find((row: { id: number }) => row.id === linked.id),
      ),
    ).toMatchObject({ linkUrl: null });
    const popups = (await call("GET", "/popups")).json().rows as {
      id: number;
      popupItems: { linkTo: string | null }[];
    }[];
    expect(popups.find((row) => row.id === popup.id)?.popupItems[0]?.linkTo).toBeNull();
    const menu = consoleNavigationSchema.parse((await call("GET", "/site/navigation")).json());
    expect(menu.rows.map((row) => row.url)).not.toContain(`/products/${productId}`);
    expect(contentUsesSchema.parse((await call("GET", `/products/${productId}/uses`)).json()).uses).toEqual(
      [],
    );

    const audit = auditPageSchema.parse((await call("GET", "/audit?kind=content&size=5")).json());
    expect(audit.content[0]).toMatchObject({ action: "content.delete", target: `products:${productId}` });
    expect(JSON.stringify(audit.content[0]?.detail)).toContain("시술 링크 배너");

    await call("POST", "/content/products/bulk", { action: "restore", ids: [productId] });
    await call("DELETE", `/banners/${linked.id}`);
    await call("DELETE", `/popups/${popup.id}`);
  });
});

describe("the audit log", () => {
  it("names who (name and role), links the changed thing and shows before → after", async () => {
    const created = consoleBannerSchema.parse(
      (await call("POST", "/banners", banner({ title: "기록 전" }))).json(),
    );
    await call("PUT", `/banners/${created.id}`, banner({ title: "기록 후" }));
    const audit = auditPageSchema.parse((await call("GET", "/audit?kind=banner&size=5")).json());
    const entry = audit.content[0];
    expect(entry).toMatchObject({
      action: "banner.update",
      staffRole: "OWNER",
      staffName: expect.any(String),
      href: `banners/${created.id}`,
    });
    expect(entry?.staffName?.length).toBeGreaterThan(0);
    expect(entry?.changes).toEqual([{ field: "제목", before: "기록 전", after: "기록 후" }]);
    expect(audit.actors.map((actor) => actor.name).join()).toContain(entry?.staffName as string);
    await call("DELETE", `/banners/${created.id}`);
  });

  it("filters by kind, account and Seoul days; bad filters are Korean 400s", async () => {
    const byKind = auditPageSchema.parse((await call("GET", "/audit?kind=media&size=100")).json());
    expect(byKind.content.length).toBeGreaterThan(0);
    expect(byKind.content.every((entry) => entry.action.startsWith("media."))).toBe(true);

    const staffToken = staff;
    const me = (
      await t.app.inject({
        method: "GET",
        url: "/console/me",
        headers: { authorization: `Bearer ${staffToken}` },
      })
    ).json().staff as { id: number };
    await t.app.inject({
      method: "POST",
      url: clinic("/media"),
      headers: {
        authorization: `Bearer ${staffToken}`,
        "content-type": "image/png",
        "x-file-name": "staff.png",
      },
      payload: await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    });
    const byStaff = auditPageSchema.parse((await call("GET", `/audit?staffId=${me.id}`)).json());
    expect(byStaff.content.length).toBeGreaterThan(0);
    expect(byStaff.content.every((entry) => entry.staffRole === "STAFF")).toBe(true);

    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const todays = auditPageSchema.parse((await call("GET", `/audit?from=${today}&to=${today}`)).json());
    expect(todays.totalElements).toBeGreaterThan(0);
    const future = auditPageSchema.parse((await call("GET", "/audit?from=2099-01-01&to=2099-01-31")).json());
    expect(future.content).toEqual([]);

    const reversed = await call("GET", "/audit?from=2026-05-02&to=2026-05-01");
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain("시작일이 종료일보다 늦습니다");
    expect((await call("GET", "/audit?kind=nothing")).statusCode).toBe(400);
    expect((await call("GET", "/audit?from=2026-02-30")).statusCode).toBe(400);
  });
});
