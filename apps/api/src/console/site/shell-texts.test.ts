import { consoleCall, eventually, signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { useConsoleTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  type ConsoleShellTextsBody,
  consoleShellTextsSchema,
  siteConfigSchema,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";

const texts: ConsoleShellTextsBody = {
  headerTopText: "루미에르 청담 본점",
  footerContactTitle: "예약 · 상담",
  footerConsultationText: "카카오톡으로 24시간 상담 접수",
  footerHoursTitle: "진료 안내",
  footerDescription: "피부 전문의 진료",
  menuChatTitle: "상담이 필요하세요?",
  menuChatText: "채팅으로 물어보세요.",
  menuPhoneLabel: "전화 걸기",
};

describe("console header and footer texts and footer links (issue 25)", () => {
  const t = useConsoleTestApp({ cachePublicAnswers: true });

  const call = (method: "GET" | "PUT", path: string, token?: string, payload?: object) =>
    consoleCall(t, token)(method, `/console/clinics/${t.lumiere}/${path}`, payload);
  const siteConfig = async (origin = LUMIERE) =>
    siteConfigSchema.parse(
      (
        await t.app.inject({ method: "GET", url: "/partners/this/site-config", headers: site(origin) })
      ).json(),
    );

  it("answers the consultation line's default from the opening hours, and follows an hours change", async () => {
    const before = consoleShellTextsSchema.parse((await call("GET", "site/shell-texts", t.owner)).json());
    // Lumière's seed has no fixed text: the footer writes it from the hours (the old text said 19:30 and 15:30).
    expect(before.footerConsultationText).toBeNull();
    expect(before.defaults.footerConsultationText).toBe(
      "상담 가능 시간: 평일 10:00 - 20:00 · 토요일 10:00 - 16:00",
    );
    expect(before.defaults.footerContactTitle).toBe("상담 문의");

    const hours = (await call("GET", "settings/hours", t.owner)).json() as {
      operationTimes: Record<string, { opening: string | null; closing: string | null }>;
    };
    const saturday = { ...hours.operationTimes.saturday, opening: "10:00", closing: "14:00" };
    const changed = { ...hours, operationTimes: { ...hours.operationTimes, saturday } };
    expect((await call("PUT", "settings/hours", t.owner, changed)).statusCode).toBe(200);
    const after = consoleShellTextsSchema.parse((await call("GET", "site/shell-texts", t.owner)).json());
    expect(after.defaults.footerConsultationText).toBe(
      "상담 가능 시간: 평일 10:00 - 20:00 · 토요일 10:00 - 14:00",
    );
    expect((await call("PUT", "settings/hours", t.owner, hours)).statusCode).toBe(200);
  });

  it("saves every text; the storefront's site-config carries them at once; the other clinic is untouched", async () => {
    const haneulBefore = await siteConfig(HANEUL);
    const saved = await call("PUT", "site/shell-texts", t.owner, texts);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(consoleShellTextsSchema.parse(saved.json())).toMatchObject(texts);

    const shown = await eventually(async () => (await siteConfig()).footer.contactTitle, "예약 · 상담");
    expect(shown).toBe("예약 · 상담");
    const config = await siteConfig();
    expect(config.header.topText).toBe("루미에르 청담 본점");
    expect(config.footer).toMatchObject({
      consultationText: "카카오톡으로 24시간 상담 접수",
      hoursTitle: "진료 안내",
      description: "피부 전문의 진료",
    });
    expect(config.mobileMenu).toEqual({
      chatTitle: "상담이 필요하세요?",
      chatText: "채팅으로 물어보세요.",
      phoneLabel: "전화 걸기",
    });
    expect(await siteConfig(HANEUL)).toEqual(haneulBefore);

    // Emptied fields go back to the built-in wording (null).
    const cleared = Object.fromEntries(Object.keys(texts).map((key) => [key, ""]));
    expect((await call("PUT", "site/shell-texts", t.owner, cleared)).statusCode).toBe(200);
    expect(await eventually(async () => (await siteConfig()).footer.contactTitle, null)).toBeNull();
  });

  it("replaces the footer links in order; the storefront follows", async () => {
    const rows = [
      { title: "비급여 진료비용", url: "/non-covered-fees" },
      { title: "블로그", url: "https://blog.example.com" },
    ];
    const saved = await call("PUT", "site/footer-links", t.owner, { rows });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ rows });
    expect(await eventually(async () => (await siteConfig()).footer.links, rows)).toEqual(rows);
  });

  it("owners only: 403 for staff and another clinic's owner, 401 without a session", async () => {
    const staff = await signInStaff(t, t.lumiere);
    const haneul = await signInOwner(t, "haneul");
    for (const path of ["site/shell-texts", "site/footer-links"]) {
      expect((await call("GET", path)).statusCode).toBe(401);
      expect((await call("GET", path, staff)).statusCode).toBe(403);
      expect((await call("PUT", path, haneul, {})).statusCode).toBe(403);
    }
  });

  it.each([
    ["site/shell-texts", { ...texts, footerContactTitle: "가".repeat(41) }, "body.footerContactTitle"],
    [
      "site/shell-texts",
      { ...texts, footerConsultationText: "가".repeat(201) },
      "body.footerConsultationText",
    ],
    ["site/footer-links", { rows: [{ title: "", url: "/a" }] }, "body.rows.0.title"],
    ["site/footer-links", { rows: [{ title: "a", url: "javascript:alert(1)" }] }, "body.rows.0.url"],
  ])("PUT %s refuses a bad value with a Korean 400 naming the field (%#)", async (path, payload, field) => {
    const response = await call("PUT", path, t.owner, payload);
    expect(response.statusCode, response.body).toBe(400);
    const found = apiErrorSchema.parse(response.json()).fields?.find((entry) => entry.path === field);
    expect(found?.message).toMatch(/[가-힣]/);
  });
});
