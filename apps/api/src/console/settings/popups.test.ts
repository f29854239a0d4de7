import { consoleCall, eventually, signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { latestAudit, useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  type ConsolePopupBody,
  consolePopupListSchema,
  consolePopupSchema,
  newPopupPlacement,
  popupListSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";

const popup = (overrides: Partial<ConsolePopupBody> = {}): ConsolePopupBody => ({
  ...newPopupPlacement(),
  weight: 0,
  isVisible: true,
  startsAt: null,
  endsAt: null,
  popupItems: [
    {
      title: "봄 이벤트",
      weight: 0,
      devices: ["PC", "MOBILE"],
      pcContent: "/media/a.svg",
      mobileContent: null,
      linkTo: "/events",
    },
  ],
  ...overrides,
});

describe("console popups: /console/clinics/:partnerId/popups", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token?: string, payload?: object) =>
    consoleCall(t, token)(method, `/console/clinics/${t.lumiere}/popups${path}`, payload);
  const storefront = async (origin = LUMIERE) =>
    popupListSchema.parse(
      (await t.app.inject({ method: "GET", url: "/customer/popups", headers: site(origin) })).json(),
    ).rows;
  const audit = () => latestAudit(t);

  it("lists the clinic's popups, hidden ones too, for owners only", async () => {
    const response = await call("GET", "", t.owner);
    expect(response.statusCode, response.body).toBe(200);
    const storefrontIds = (await storefront()).map((row) => row.id);
    const consoleIds = consolePopupListSchema.parse(response.json()).rows.map((row) => row.id);
    expect(consoleIds).toEqual(expect.arrayContaining(storefrontIds));
    expect((await call("GET", "")).statusCode).toBe(401);
    expect((await call("GET", "", await signInOwner(t, "haneul"))).statusCode).toBe(403);
    expect((await call("POST", "", await signInStaff(t, t.lumiere), popup())).statusCode).toBe(403);
  });

  it("creates, updates and deletes a popup; the storefront follows each step and the audit records it", async () => {
    const created = await call("POST", "", t.owner, popup({ weight: 9_000 }));
    expect(created.statusCode, created.body).toBe(201);
    const { id } = consolePopupSchema.parse(created.json());
    expect((await audit())?.action).toBe("popup.create");
    // The storefront's list is held in the public answer cache until the change is announced (on PostgreSQL a
    // moment after the commit), so it is read until it shows the change.
    const itemsOf = async () =>
      (await storefront()).find((row) => row.id === id)?.popupItems.map((item) => item.title) ?? null;
    expect(await eventually(itemsOf, ["봄 이벤트"])).toEqual(["봄 이벤트"]);
    expect((await storefront(HANEUL)).some((row) => row.id === id)).toBe(false);

    const items = [
      {
        title: "둘째",
        weight: 2,
        devices: ["PC" as const],
        pcContent: "/media/b.svg",
        mobileContent: null,
        linkTo: null,
      },
      {
        title: "첫째",
        weight: 1,
        devices: ["MOBILE" as const],
        pcContent: null,
        mobileContent: "/media/c.svg",
        linkTo: "/",
      },
    ];
    const updated = await call(
      "PUT",
      `/${id}`,
      t.owner,
      popup({ locations: ["/", "/events"], popupItems: items }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(consolePopupSchema.parse(updated.json()).popupItems.map((item) => item.title)).toEqual([
      "첫째",
      "둘째",
    ]);
    expect(await eventually(itemsOf, ["첫째", "둘째"])).toEqual(["첫째", "둘째"]);
    const shown = (await storefront()).find((row) => row.id === id);
    expect(shown?.locations).toEqual(["/", "/events"]);
    expect((await audit())?.action).toBe("popup.update");

    const hidden = await call("PUT", `/${id}`, t.owner, popup({ isVisible: false }));
    expect(hidden.statusCode).toBe(200);
    expect(await eventually(itemsOf, null)).toBeNull();

    expect((await call("DELETE", `/${id}`, t.owner)).statusCode).toBe(204);
    expect((await audit())?.action).toBe("popup.delete");
    const listed = consolePopupListSchema.parse((await call("GET", "", t.owner)).json()).rows;
    expect(listed.some((row) => row.id === id)).toBe(false);
    expect((await call("DELETE", `/${id}`, t.owner)).statusCode).toBe(404);
    expect((await call("PUT", `/${id}`, t.owner, popup())).statusCode).toBe(404);
  });

  it("cannot touch another clinic's popup through its own clinic path", async () => {
    const haneulPopups = await storefront(HANEUL);
    const target = haneulPopups[0]?.id;
    expect(target).toBeDefined();
    const response = await t.app.inject({
      method: "DELETE",
      url: `/console/clinics/${t.partnerIds.haneul}/popups/${target}`,
      headers: { authorization: `Bearer ${t.owner}` },
    });
    expect(response.statusCode).toBe(403);
    // Lumiere's owner on their own path with haneul's popup id: not found, nothing deleted.
    expect((await call("DELETE", `/${target}`, t.owner)).statusCode).toBe(404);
    expect((await storefront(HANEUL)).map((row) => row.id)).toContain(target);
  });

  it("rejects invalid popups with the wrong fields named", async () => {
    const cases: [ConsolePopupBody | Record<string, unknown>, string][] = [
      [popup({ locations: [] }), "body.locations"],
      [popup({ locations: ["events"] }), "body.locations.0"],
      [popup({ devices: [] }), "body.devices"],
      [{ ...popup(), direction: "MIDDLE" }, "body.direction"],
      [popup({ popupItems: [] }), "body.popupItems"],
      [popup({ startsAt: "2026-05-02T00:00:00+09:00", endsAt: "2026-05-01T00:00:00+09:00" }), "body.endsAt"],
      [popup({ pcSizeType: "PIXEL" }), "body.pcWidth"],
      [
        popup({
          popupItems: [
            {
              title: "이미지 없음",
              weight: 0,
              devices: ["PC"],
              pcContent: "",
              mobileContent: null,
              linkTo: null,
            },
          ],
        }),
        "body.popupItems.0.pcContent",
      ],
      [
        popup({
          popupItems: [
            {
              title: "가".repeat(101),
              weight: 0,
              devices: ["PC"],
              pcContent: null,
              mobileContent: null,
              linkTo: null,
            },
          ],
        }),
        "body.popupItems.0.title",
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await call("POST", "", t.owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect((apiErrorSchema.parse(response.json()).fields ?? []).map((entry) => entry.path)).toContain(
        field,
      );
    }
    expect((await call("PUT", "/abc", t.owner, popup())).statusCode).toBe(400);
  });
});
