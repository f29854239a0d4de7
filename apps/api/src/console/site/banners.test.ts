import { consoleCall, eventually, signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { latestAudit, useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  bannerListSchema,
  type ConsoleBannerBody,
  consoleBannerListSchema,
  consoleBannerSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";

const banner = (overrides: Partial<ConsoleBannerBody> = {}): ConsoleBannerBody => ({
  bannerLocation: "MAIN_TOP",
  title: "가을 이벤트",
  subTitle: "",
  pcImageUrl: "/media/banner.svg",
  mobileImageUrl: null,
  linkUrl: "/events",
  weight: 9_000,
  isVisible: true,
  ...overrides,
});

describe("console banners: /console/clinics/:partnerId/banners", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token?: string, payload?: object) =>
    consoleCall(t, token)(method, `/console/clinics/${t.lumiere}/banners${path}`, payload);
  const storefront = async (origin = LUMIERE) =>
    bannerListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/banners", headers: site(origin) })).json(),
    ).rows;
  const titleOf = async (id: number) => (await storefront()).find((row) => row.id === id)?.title ?? null;
  const lastAction = async () => (await latestAudit(t))?.action;

  it("lists the clinic's banners, hidden ones too, for owners only", async () => {
    const response = await call("GET", "", t.owner);
    expect(response.statusCode, response.body).toBe(200);
    const ids = consoleBannerListSchema.parse(response.json()).rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining((await storefront()).map((row) => row.id)));
    expect((await call("GET", "")).statusCode).toBe(401);
    expect((await call("GET", "", await signInOwner(t, "haneul"))).statusCode).toBe(403);
    const staff = await signInStaff(t, t.lumiere);
    expect((await call("GET", "", staff)).statusCode).toBe(403);
    expect((await call("POST", "", staff, banner())).statusCode).toBe(403);
  });

  it("creates, updates, hides and deletes a banner; the storefront follows each step; audited", async () => {
    const created = await call("POST", "", t.owner, banner());
    expect(created.statusCode, created.body).toBe(201);
    const saved = consoleBannerSchema.parse(created.json());
    expect(saved).toMatchObject({ title: "가을 이벤트", subTitle: null, isVisible: true });
    expect(await lastAction()).toBe("banner.create");
    expect(await eventually(() => titleOf(saved.id), "가을 이벤트")).toBe("가을 이벤트");
    expect((await storefront(HANEUL)).some((row) => row.id === saved.id)).toBe(false);

    const updated = await call(
      "PUT",
      `/${saved.id}`,
      t.owner,
      banner({ title: "겨울 이벤트", bannerLocation: "EVENT_LIST" }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(consoleBannerSchema.parse(updated.json()).bannerLocation).toBe("EVENT_LIST");
    expect(await lastAction()).toBe("banner.update");
    expect(await eventually(() => titleOf(saved.id), "겨울 이벤트")).toBe("겨울 이벤트");

    expect((await call("PUT", `/${saved.id}`, t.owner, banner({ isVisible: false }))).statusCode).toBe(200);
    expect(await eventually(() => titleOf(saved.id), null)).toBeNull();

    expect((await call("DELETE", `/${saved.id}`, t.owner)).statusCode).toBe(204);
    expect(await lastAction()).toBe("banner.delete");
    const listed = consoleBannerListSchema.parse((await call("GET", "", t.owner)).json()).rows;
    expect(listed.some((row) => row.id === saved.id)).toBe(false);
    expect((await call("DELETE", `/${saved.id}`, t.owner)).statusCode).toBe(404);
    expect((await call("PUT", `/${saved.id}`, t.owner, banner())).statusCode).toBe(404);
  });

  it("takes every seeded banner back unchanged (the isolation matrix's control sends one)", async () => {
    for (const code of ["lumiere", "haneul"] as const) {
      const token = await signInOwner(t, code);
      const url = `/console/clinics/${t.partnerIds[code]}/banners`;
      const headers = { authorization: `Bearer ${token}` };
      const { rows } = consoleBannerListSchema.parse((await t.app.inject({ url, headers })).json());
      expect(rows.length).toBeGreaterThan(0);
      for (const { id, ...body } of rows) {
        const saved = await t.app.inject({ method: "PUT", url: `${url}/${id}`, headers, payload: body });
        expect(saved.statusCode, `${code} ${id}: ${saved.body}`).toBe(200);
        expect(saved.json()).toEqual({ id, ...body });
      }
    }
  });

  it("cannot reach another clinic's banner, by its path or through its own", async () => {
    const target = (await storefront(HANEUL))[0]?.id;
    expect(target).toBeDefined();
    const response = await t.app.inject({
      method: "DELETE",
      url: `/console/clinics/${t.partnerIds.haneul}/banners/${target}`,
      headers: { authorization: `Bearer ${t.owner}` },
    });
    expect(response.statusCode).toBe(403);
    expect((await call("DELETE", `/${target}`, t.owner)).statusCode).toBe(404);
    expect((await call("PUT", `/${target}`, t.owner, banner())).statusCode).toBe(404);
    expect((await storefront(HANEUL)).map((row) => row.id)).toContain(target);
  });

  it.each([
    [banner({ bannerLocation: "SIDEBAR" as never }), "body.bannerLocation"],
    [banner({ title: "" }), "body.title"],
    [banner({ pcImageUrl: "" }), "body.pcImageUrl"],
    [banner({ pcImageUrl: "banner.png" }), "body.pcImageUrl"],
    [banner({ mobileImageUrl: "ftp://x/y.png" }), "body.mobileImageUrl"],
    [banner({ linkUrl: "javascript:alert(1)" }), "body.linkUrl"],
    [banner({ weight: -1 }), "body.weight"],
    [banner({ weight: 1.5 }), "body.weight"],
  ])("rejects an invalid banner with 400 naming the field (%#)", async (payload, field) => {
    const response = await call("POST", "", t.owner, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect((apiErrorSchema.parse(response.json()).fields ?? []).map((entry) => entry.path)).toContain(field);
    expect((await call("PUT", "/abc", t.owner, banner())).statusCode).toBe(400);
  });
});
