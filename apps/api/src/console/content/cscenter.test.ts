import { requireConsoleSession } from "@api/console/auth/guard";
import { createConsoleAuthService } from "@api/console/auth/service";
import { registerErrorHandling } from "@api/plugins/error-handling";
import { seoulDate } from "@api/storefront/terms/seoul-date";
import { signInOwner } from "@api/testing/console-fixtures";
import { useConsoleTestApp } from "@api/testing/suite";
import { LUMIERE, site, type TestApp } from "@api/testing/test-app";
import {
  afterNoticeListSchema,
  apiErrorSchema,
  type ConsoleFaqBody,
  type ConsoleTermBody,
  consoleBulkResultSchema,
  consoleContentListSchema,
  consoleDocumentSchema,
  consoleTermVersionListSchema,
  faqGroupListSchema,
  termHistoryListSchema,
  termHistorySchema,
  termListSchema,
} from "@clinic/shared";
import { consoleEndpoints } from "@clinic/shared/contract/console-endpoints";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consoleTermVersionRoutes } from "./entities/cscenter/terms-routes";

type Method = "GET" | "POST" | "PUT" | "DELETE";
const UNSAFE_HTML = '<p onclick="steal()">답변입니다<script>alert(1)</script></p>';
const day = (offsetDays: number) => seoulDate(new Date(Date.now() + offsetDays * 86_400_000));

/**
 * The versions route lives in its own plugin that console-routes.ts registers; until it does, the test serves it
 * from a small app with the same validation, errors and session check, on the same database.
 */
async function versionsApp(t: TestApp): Promise<FastifyInstance> {
  if (t.app.hasRoute({ method: "GET", url: consoleEndpoints.termVersions.path })) return t.app;
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  const auth = createConsoleAuthService(t.database);
  await app.register(async (scope) => {
    scope.addHook("onRequest", requireConsoleSession(auth));
    await scope.register(consoleTermVersionRoutes, { database: t.database });
  });
  await app.ready();
  return app;
}

describe("console content of the customer centre: FAQ, after-care notices, terms", () => {
  const t = useConsoleTestApp({}, { staff: true });
  let haneulOwner: string;
  let versions: FastifyInstance;

  beforeAll(async () => {
    haneulOwner = await signInOwner(t, "haneul");
    versions = await versionsApp(t);
  });
  // Runs before the test app closes (after-hooks run last-registered first).
  afterAll(async () => {
    if (versions !== t.app) await versions.close();
  });

  function call(method: Method, path: string, payload?: object, token = t.staff, partnerId = t.lumiere) {
    return t.app.inject({
      method,
      url: `/console/clinics/${partnerId}/content${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload }),
    });
  }
  async function create(key: string, body: object): Promise<number> {
    const response = await call("POST", `/${key}`, body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: number }).id;
  }
  async function publish(key: string, id: number) {
    const response = await call("POST", `/${key}/${id}/publish`, {});
    expect(response.statusCode, response.body).toBe(200);
  }
  const documentOf = async (key: string, id: number) =>
    consoleDocumentSchema.parse((await call("GET", `/${key}/${id}`)).json());
  const listOf = async (key: string, query = "?size=100") =>
    consoleContentListSchema.parse((await call("GET", `/${key}${query}`)).json());
  const storefront = async (url: string) => {
    const response = await t.app.inject({ method: "GET", url, headers: site(LUMIERE) });
    return response;
  };
  const faqPage = async () => {
    const response = await storefront("/customer/faqs/this/group");
    expect(response.statusCode, response.body).toBe(200);
    return faqGroupListSchema.parse(response.json()).rows;
  };
  const fieldsOf = (body: string) => apiErrorSchema.parse(JSON.parse(body)).fields ?? [];

  describe("FAQ groups and questions", () => {
    const faq = (faqGroupId: number, overrides: Partial<ConsoleFaqBody> = {}): ConsoleFaqBody => ({
      faqGroupId,
      question: "  레이저 후 세안은 언제부터 하나요?  ",
      answerHtml: UNSAFE_HTML,
      isVisible: true,
      ...overrides,
    });

    it("keeps a new group and question off the FAQ page until each is published", async () => {
      const groupId = await create("faq-groups", { name: "시술 후 관리", isVisible: true });
      const faqId = await create("faqs", faq(groupId));
      expect((await faqPage()).map((group) => group.name)).not.toContain("시술 후 관리");
      const listed = (await listOf("faqs")).rows.find((row) => row.id === faqId);
      expect(listed).toMatchObject({ isVisible: false, hasDraft: true, subtitle: "시술 후 관리" });
      expect((await documentOf("faq-groups", groupId)).previewPath).toBe("/cscenter/faq");

      await publish("faq-groups", groupId);
      // A visible group with only a hidden question shows no question yet.
      expect((await faqPage()).find((group) => group.id === groupId)?.faqs ?? []).toEqual([]);
      await publish("faqs", faqId);
      const shown = (await faqPage()).find((group) => group.id === groupId);
      expect(shown?.faqs.map((row) => row.question)).toEqual(["레이저 후 세안은 언제부터 하나요?"]);
      // The answer is stored sanitised, exactly as the storefront serves it.
      const stored = (await documentOf("faqs", faqId)).live.answerHtml;
      expect(stored).toBe(sanitizeRichText(UNSAFE_HTML));
      expect(stored).not.toMatch(/script|onclick/);
      expect(shown?.faqs[0]?.answerHtml).toBe(stored);
      const groups = (await listOf("faq-groups")).rows.find((row) => row.id === groupId);
      expect(groups?.subtitle).toBe("질문 1개");
    });

    it("keeps the live question while its edit is a draft, and moves it to another group on publish", async () => {
      const [first, second] = (await faqPage()).slice(0, 2);
      const groupA = first!.id;
      const groupB = second!.id;
      const faqId = await create(
        "faqs",
        faq(groupA, { question: "주차가 되나요?", answerHtml: "<p>네</p>" }),
      );
      await publish("faqs", faqId);
      const draft = await call(
        "PUT",
        `/faqs/${faqId}/draft`,
        faq(groupB, { question: "주차는 몇 시간 무료인가요?" }),
      );
      expect(draft.statusCode, draft.body).toBe(204);
      const questionsOf = async (groupId: number) =>
        (await faqPage()).find((group) => group.id === groupId)?.faqs.map((row) => row.question) ?? [];
      expect(await questionsOf(groupA)).toContain("주차가 되나요?");
      expect(await questionsOf(groupB)).not.toContain("주차는 몇 시간 무료인가요?");

      await publish("faqs", faqId);
      expect(await questionsOf(groupA)).not.toContain("주차가 되나요?");
      expect(await questionsOf(groupB)).toContain("주차는 몇 시간 무료인가요?");
      expect((await documentOf("faqs", faqId)).draft).toBeNull();
    });

    it("orders the FAQ page's groups as the console orders them", async () => {
      const before = (await faqPage()).map((group) => group.id);
      expect(before.length).toBeGreaterThan(1);
      const list = await listOf("faq-groups");
      expect(list.ordered).toBe(true);
      const reversed = list.rows.map((row) => row.id).reverse();
      expect((await call("PUT", "/faq-groups/order", { ids: reversed })).statusCode).toBe(200);
      const after = (await faqPage()).map((group) => group.id);
      expect(after).toEqual(reversed.filter((id) => after.includes(id)));
      expect(after).not.toEqual(before);
    });

    it("refuses another clinic's group, a group in the trash and bad fields with Korean messages", async () => {
      const haneulGroups = consoleContentListSchema.parse(
        (await call("GET", "/faq-groups", undefined, haneulOwner, t.partnerIds.haneul)).json(),
      );
      const foreign = await call("POST", "/faqs", faq(haneulGroups.rows[0]!.id));
      expect(foreign.statusCode).toBe(400);
      expect(fieldsOf(foreign.body)).toEqual([
        { path: "body.faqGroupId", message: "FAQ 분류를 목록에서 고르세요." },
      ]);

      const trashed = await create("faq-groups", { name: "지울 분류", isVisible: true });
      await call("POST", "/faq-groups/bulk", { action: "delete", ids: [trashed] });
      expect((await call("POST", "/faqs", faq(trashed))).statusCode).toBe(400);

      const bad = await call("POST", "/faqs", {
        faqGroupId: "일",
        question: " ",
        answerHtml: 3,
        isVisible: "yes",
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(
        expect.arrayContaining([
          { path: "body.faqGroupId", message: "FAQ 분류를 목록에서 고르세요." },
          { path: "body.question", message: "질문을 입력해 주세요." },
          { path: "body.isVisible", message: "예 또는 아니오로 보내 주세요." },
        ]),
      );
      const nul = await call("POST", "/faq-groups", { name: "분류\u0000", isVisible: true });
      expect(nul.statusCode).toBe(400);
      expect(fieldsOf(nul.body)).toEqual([
        { path: "body.name", message: "입력할 수 없는 문자가 포함되어 있습니다." },
      ]);
    });

    it("will not purge a group that still has questions, so none is lost with it", async () => {
      const groupId = await create("faq-groups", { name: "임시 분류", isVisible: true });
      const faqId = await create("faqs", faq(groupId, { question: "임시 질문" }));
      await call("POST", "/faq-groups/bulk", { action: "delete", ids: [groupId] }, t.owner);
      const refused = await call("POST", "/faq-groups/bulk", { action: "purge", ids: [groupId] }, t.owner);
      expect(refused.statusCode).toBe(409);
      expect((await documentOf("faqs", faqId)).deletedAt).toBeNull();

      await call("POST", "/faqs/bulk", { action: "delete", ids: [faqId] }, t.owner);
      await call("POST", "/faqs/bulk", { action: "purge", ids: [faqId] }, t.owner);
      const purged = consoleBulkResultSchema.parse(
        (await call("POST", "/faq-groups/bulk", { action: "purge", ids: [groupId] }, t.owner)).json(),
      );
      expect(purged.ids).toEqual([groupId]);
    });
  });

  describe("after-care notices", () => {
    const notices = async (ids: number[]) => {
      const response = await storefront(`/customer/after-notices?ids=${ids.join(",")}`);
      expect(response.statusCode, response.body).toBe(200);
      return afterNoticeListSchema.parse(response.json()).rows;
    };

    it("hides a new notice until published, keeps drafts off the page and dates each publication", async () => {
      const id = await create("after-notices", {
        title: "필러 후 주의사항",
        contentHtml: UNSAFE_HTML,
        isVisible: true,
      });
      expect(await notices([id])).toEqual([]);
      expect((await documentOf("after-notices", id)).previewPath).toBe(`/cscenter/after-notices?ids=${id}`);

      await publish("after-notices", id);
      const [first] = await notices([id]);
      expect(first).toMatchObject({ title: "필러 후 주의사항", contentHtml: sanitizeRichText(UNSAFE_HTML) });
      expect((await documentOf("after-notices", id)).live.contentHtml).toBe(sanitizeRichText(UNSAFE_HTML));

      const saved = await call("PUT", `/after-notices/${id}/draft`, {
        title: "필러 후 주의사항 (개정)",
        contentHtml: "<p>사우나는 2주 뒤부터</p>",
        isVisible: true,
      });
      expect(saved.statusCode, saved.body).toBe(204);
      expect((await notices([id]))[0]?.title).toBe("필러 후 주의사항");

      await publish("after-notices", id);
      const [second] = await notices([id]);
      expect(second?.title).toBe("필러 후 주의사항 (개정)");
      expect(Date.parse(second!.updatedAt)).toBeGreaterThan(Date.parse(first!.updatedAt));
    });

    it("serves notices in the console's order and refuses an empty title", async () => {
      const list = await listOf("after-notices");
      const reversed = list.rows.map((row) => row.id).reverse();
      expect((await call("PUT", "/after-notices/order", { ids: reversed })).statusCode).toBe(200);
      const response = await storefront("/customer/after-notices");
      const shown = afterNoticeListSchema.parse(response.json()).rows.map((row) => row.id);
      expect(shown).toEqual(reversed.filter((id) => shown.includes(id)));

      const bad = await call("POST", "/after-notices", { title: "", contentHtml: "", isVisible: true });
      expect(fieldsOf(bad.body)).toEqual([{ path: "body.title", message: "제목을 입력해 주세요." }]);
    });
  });

  describe("terms and their versions", () => {
    let serviceTermId: number;
    let live: ConsoleTermBody;

    beforeAll(async () => {
      const list = await listOf("terms");
      const row = list.rows.find((candidate) => candidate.subtitle?.startsWith("서비스 이용약관 · 고객용"));
      serviceTermId = row!.id;
      live = (await documentOf("terms", serviceTermId)).live as ConsoleTermBody;
    });

    const current = async (termId: number) => {
      const response = await storefront(`/terms/${termId}/terms-histories/current`);
      expect(response.statusCode, response.body).toBe(200);
      return termHistorySchema.parse(response.json());
    };
    const history = async (termId: number) => {
      const response = await storefront(`/terms/${termId}/terms-histories`);
      return termHistoryListSchema.parse(response.json()).rows.map((row) => row.version);
    };
    const versionsOf = async (termId: number, token = t.staff, partnerId = t.lumiere) =>
      versions.inject({
        method: "GET",
        url: `/console/clinics/${partnerId}/content/terms/${termId}/versions`,
        headers: { authorization: `Bearer ${token}` },
      });

    it("reads a term as its fields and its newest version, with the storefront page as preview", async () => {
      const doc = await documentOf("terms", serviceTermId);
      expect(doc.previewPath).toBe("/terms/terms-of-service");
      expect(live).toMatchObject({ termTitle: "TERMS_OF_SERVICE", target: "CUSTOMER", version: "1.1" });
      expect(live.contentHtml).toBe((await current(serviceTermId)).contentHtml);
    });

    it("adds a published version and keeps every earlier one in the history", async () => {
      const draft = await call("PUT", `/terms/${serviceTermId}/draft`, {
        ...live,
        version: "2.0",
        contentHtml: `<h2>제1조</h2><p>개정된 약관입니다.</p>${UNSAFE_HTML}`,
        effectiveDate: day(0),
      });
      expect(draft.statusCode, draft.body).toBe(204);
      // A draft changes nothing on the site.
      expect((await current(serviceTermId)).version).toBe("1.1");

      await publish("terms", serviceTermId);
      const now = await current(serviceTermId);
      expect(now.version).toBe("2.0");
      const stored = ((await documentOf("terms", serviceTermId)).live as ConsoleTermBody).contentHtml;
      expect(stored).not.toMatch(/script|onclick/);
      expect(now.contentHtml).toBe(stored);
      expect(await history(serviceTermId)).toEqual(["2.0", "1.1", "1.0"]);

      // Publishing the same body again (or only the term's own fields) adds no version.
      const again = (await documentOf("terms", serviceTermId)).live as ConsoleTermBody;
      await call("PUT", `/terms/${serviceTermId}/draft`, { ...again, title: "이용약관" });
      await publish("terms", serviceTermId);
      expect(await history(serviceTermId)).toEqual(["2.0", "1.1", "1.0"]);
      const terms = termListSchema.parse((await storefront("/terms")).json()).rows;
      expect(terms.find((term) => term.id === serviceTermId)?.title).toBe("이용약관");

      const answer = consoleTermVersionListSchema.parse((await versionsOf(serviceTermId)).json());
      expect(answer.rows.map((row) => [row.version, row.state])).toEqual([
        ["2.0", "CURRENT"],
        ["1.1", "PAST"],
        ["1.0", "PAST"],
      ]);
    });

    it("schedules a version with a future effective date without changing today's", async () => {
      const base = (await documentOf("terms", serviceTermId)).live as ConsoleTermBody;
      await call("PUT", `/terms/${serviceTermId}/draft`, {
        ...base,
        version: "3.0",
        contentHtml: "<p>다음 달부터 적용되는 약관</p>",
        effectiveDate: day(30),
      });
      await publish("terms", serviceTermId);
      expect((await current(serviceTermId)).version).toBe("2.0");
      const answer = consoleTermVersionListSchema.parse((await versionsOf(serviceTermId)).json());
      expect(answer.rows.slice(0, 2).map((row) => [row.version, row.state])).toEqual([
        ["3.0", "SCHEDULED"],
        ["2.0", "CURRENT"],
      ]);
      expect(((await documentOf("terms", serviceTermId)).live as ConsoleTermBody).version).toBe("3.0");

      // A version may not take effect before the newest one: the history stays in order.
      await call("PUT", `/terms/${serviceTermId}/draft`, { ...base, version: "2.1", effectiveDate: day(1) });
      const refused = await call("POST", `/terms/${serviceTermId}/publish`, {});
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused.body)[0]?.path).toBe("body.effectiveDate");
      expect(fieldsOf(refused.body)[0]?.message).toContain(day(30));
      expect(consoleTermVersionListSchema.parse((await versionsOf(serviceTermId)).json()).rows).toHaveLength(
        4,
      );
      await call("DELETE", `/terms/${serviceTermId}/draft`);
    });

    it("creates a term hidden, shows it once published, and refuses a second term of one kind", async () => {
      const body: ConsoleTermBody = {
        termTitle: "PRIVACY_POLICY",
        target: "PARTNER",
        title: "병원 회원 개인정보처리방침",
        isRequired: true,
        isVisible: true,
        version: "1.0",
        contentHtml: "<p>병원 회원의 개인정보를 이렇게 처리합니다.</p>",
        effectiveDate: day(-1),
      };
      const partnerTerms = async () =>
        termListSchema
          .parse((await storefront("/terms?target=PARTNER")).json())
          .rows.map((term) => term.title);
      const id = await create("terms", body);
      expect(await partnerTerms()).not.toContain("병원 회원 개인정보처리방침");
      expect((await storefront(`/terms/${id}/terms-histories/current`)).statusCode).toBe(404);
      // Only visitors' terms of service and privacy policy have pages on the site.
      expect((await documentOf("terms", id)).previewPath).toBeNull();

      await publish("terms", id);
      expect(await partnerTerms()).toContain("병원 회원 개인정보처리방침");
      expect(await history(id)).toEqual(["1.0"]);

      const duplicate = await call("POST", "/terms", { ...body, title: "두 번째" });
      expect(duplicate.statusCode).toBe(409);
      expect(fieldsOf(duplicate.body)[0]).toMatchObject({ path: "body.termTitle" });
      expect(apiErrorSchema.parse(duplicate.json()).translate).toContain("같은 종류와 대상의 약관");
      // Turning another term into the same kind is refused at publishing, and nothing changes.
      await call("PUT", `/terms/${serviceTermId}/draft`, {
        ...((await documentOf("terms", serviceTermId)).live as ConsoleTermBody),
        target: "PARTNER",
        termTitle: "PRIVACY_POLICY",
      });
      expect((await call("POST", `/terms/${serviceTermId}/publish`, {})).statusCode).toBe(409);
      expect((await storefront("/term?termTitle=TERMS_OF_SERVICE")).statusCode).toBe(200);
      await call("DELETE", `/terms/${serviceTermId}/draft`);
    });

    it("hides a term from the site with the list's hide, and brings it back with show", async () => {
      const privacy = (await listOf("terms")).rows.find((row) =>
        row.subtitle?.startsWith("개인정보처리방침 · 고객용"),
      );
      await call("POST", "/terms/bulk", { action: "hide", ids: [privacy!.id] });
      expect((await storefront("/term?termTitle=PRIVACY_POLICY")).statusCode).toBe(404);
      expect((await storefront(`/terms/${privacy!.id}/terms-histories/current`)).statusCode).toBe(404);
      await call("POST", "/terms/bulk", { action: "show", ids: [privacy!.id] });
      expect((await storefront("/term?termTitle=PRIVACY_POLICY")).statusCode).toBe(200);
    });

    it("answers bad terms with Korean field messages and keeps other clinics' versions closed", async () => {
      const bad = await call("POST", "/terms", {
        ...live,
        termTitle: "COOKIES",
        version: " ",
        contentHtml: "   ",
        effectiveDate: "2026-02-30",
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(
        expect.arrayContaining([
          { path: "body.termTitle", message: "약관 종류를 목록에서 고르세요." },
          { path: "body.version", message: "버전을 입력해 주세요. (예: 1.1)" },
          { path: "body.contentHtml", message: "약관 내용을 입력해 주세요." },
          { path: "body.effectiveDate", message: "없는 날짜입니다." },
        ]),
      );
      const haneulTerms = consoleContentListSchema.parse(
        (await call("GET", "/terms", undefined, haneulOwner, t.partnerIds.haneul)).json(),
      );
      const foreignId = haneulTerms.rows[0]!.id;
      expect((await versionsOf(foreignId)).statusCode).toBe(404);
      expect((await versionsOf(foreignId, t.staff, t.partnerIds.haneul)).statusCode).toBe(403);
      expect((await versionsOf(foreignId, haneulOwner, t.partnerIds.haneul)).statusCode).toBe(200);
      expect((await versionsOf(serviceTermId, "not-a-session")).statusCode).toBe(401);
    });
  });
});
