import { consoleCall } from "@api/console/reservations/desk-fixtures";
import { insertInquiry, type NewInquiry } from "@api/customer/inquiries/repository";
import { signInOwner, signInStaff } from "@api/testing/console-fixtures";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { and, eq, schema, withTenant } from "@clinic/db";
import { apiErrorSchema, consoleInquiryListSchema, consoleInquirySchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { excerptOf } from "./service";

describe("console inquiry inbox", () => {
  const t = useTestApp();
  let owner: ReturnType<typeof consoleCall>;
  let staff: ReturnType<typeof consoleCall>;
  let stranger: ReturnType<typeof consoleCall>;
  const base = () => `/console/clinics/${t.lumiere}/inquiries`;

  beforeAll(async () => {
    owner = consoleCall(t, await signInOwner(t, "lumiere"));
    staff = consoleCall(t, await signInStaff(t, t.lumiere));
    stranger = consoleCall(t, await signInOwner(t, "haneul"));
  });

  const inquiry = (partnerId: number, values: Partial<NewInquiry>) =>
    withTenant(t.database.db, partnerId, (tx) =>
      insertInquiry(tx, partnerId, {
        category: "CONSULTATION",
        name: "방문자",
        phone: "01000000000",
        email: null,
        content: "문의합니다.",
        ...values,
      }),
    );
  const list = async (query: string) => {
    const response = await staff("GET", `${base()}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return consoleInquiryListSchema.parse(response.json());
  };
  const audited = async (target: string) =>
    (
      await t.database.db
        .select({ action: schema.auditEvents.action })
        .from(schema.auditEvents)
        .where(and(eq(schema.auditEvents.partnerId, t.lumiere), eq(schema.auditEvents.target, target)))
    ).map((row) => row.action);

  it("lists a visitor's inquiry from the contact form, newest first, with the unhandled count", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/customer/inquiries",
      headers: { ...site(LUMIERE), "x-forwarded-for": "10.7.0.1" },
      payload: {
        category: "PRICE",
        name: "김문의",
        phone: "010-2222-3333",
        email: "visitor@example.com",
        content: "리프팅 비용이\n궁금합니다.",
        privacyAgreed: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const later = await inquiry(t.lumiere, { name: "나중문의", content: "두 번째" });

    const page = await list("status=all");
    expect(page.rows.slice(0, 2).map((row) => row.id)).toEqual([later.id, sent.json().id]);
    expect(page.rows[1]).toMatchObject({
      category: "PRICE",
      name: "김문의",
      phone: "01022223333",
      email: "visitor@example.com",
      excerpt: "리프팅 비용이 궁금합니다.",
      handledAt: null,
    });
    expect(page.unhandledCount).toBe(page.total);

    const paged = await list("status=all&size=1&page=2");
    expect(paged).toMatchObject({ page: 2, size: 1, total: page.total });
    expect(paged.rows.map((row) => row.id)).toEqual([sent.json().id]);
  });

  it("filters by handled state and category, and searches name, email, text and phone digits", async () => {
    const waiting = await inquiry(t.lumiere, { name: "검색대상", phone: "01055556666", category: "ETC" });
    const done = await inquiry(t.lumiere, { content: "보톡스 검색어 문의", email: "found@clinic.test" });
    expect((await staff("PUT", `${base()}/${done.id}/handled`, { handled: true })).statusCode).toBe(200);

    const unhandled = await list("status=unhandled&size=100");
    expect(unhandled.rows.map((row) => row.id)).toContain(waiting.id);
    expect(unhandled.rows.map((row) => row.id)).not.toContain(done.id);
    const handled = await list("status=handled");
    expect(handled.rows.map((row) => row.id)).toEqual([done.id]);
    expect(handled.unhandledCount).toBe(unhandled.total);

    expect((await list("category=ETC")).rows.map((row) => row.id)).toEqual([waiting.id]);
    for (const q of ["검색대상", "5555-66", "보톡스", "FOUND@clinic"]) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(found.rows.length, q).toBe(1);
    }
    // LIKE wildcards are literal: "%" matches no text containing no "%".
    expect((await list(`q=${encodeURIComponent("%")}`)).rows).toEqual([]);
  });

  it("shows an inquiry in full and toggles handled, recording who and auditing each change once", async () => {
    const created = await inquiry(t.lumiere, { name: "처리대상", content: "긴 내용\n두 줄" });
    const read = await staff("GET", `${base()}/${created.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers["cache-control"]).toBe("private, no-store");
    expect(consoleInquirySchema.parse(read.json())).toMatchObject({
      content: "긴 내용\n두 줄",
      handledAt: null,
      handledByName: null,
    });

    const handled = consoleInquirySchema.parse(
      (await staff("PUT", `${base()}/${created.id}/handled`, { handled: true })).json(),
    );
    expect(handled.handledAt).not.toBeNull();
    expect(handled.handledByName).toBe("직원");
    // Asking again changes nothing: same moment, no second audit entry.
    const again = consoleInquirySchema.parse(
      (await owner("PUT", `${base()}/${created.id}/handled`, { handled: true })).json(),
    );
    expect(again.handledAt).toBe(handled.handledAt);
    expect(again.handledByName).toBe("직원");

    const reopened = consoleInquirySchema.parse(
      (await owner("PUT", `${base()}/${created.id}/handled`, { handled: false })).json(),
    );
    expect(reopened).toMatchObject({ handledAt: null, handledByName: null });
    const [row] = await withTenant(t.database.db, t.lumiere, (tx) =>
      tx.select().from(schema.inquiries).where(eq(schema.inquiries.id, created.id)),
    );
    expect(row).toMatchObject({ status: "RECEIVED", handledBy: null });
    expect(await audited(`inquiry:${created.id}`)).toEqual(["inquiry.handled", "inquiry.unhandled"]);
  });

  it("refuses bad ids, filters, paging and bodies with 400 naming the field", async () => {
    const created = await inquiry(t.lumiere, {});
    const bad: [string, string, object | undefined, string][] = [
      ["GET", `${base()}?status=done`, undefined, "query.status"],
      ["GET", `${base()}?category=SPAM`, undefined, "query.category"],
      ["GET", `${base()}?page=0`, undefined, "query.page"],
      ["GET", `${base()}?size=101`, undefined, "query.size"],
      ["GET", `${base()}?q=${"가".repeat(51)}`, undefined, "query.q"],
      ["GET", `${base()}/abc`, undefined, "params.id"],
      ["GET", `${base()}/0`, undefined, "params.id"],
      ["GET", `${base()}/99999999999`, undefined, "params.id"],
      ["PUT", `${base()}/${created.id}/handled`, {}, "body.handled"],
      ["PUT", `${base()}/${created.id}/handled`, { handled: "yes" }, "body.handled"],
      ["PUT", `${base()}/-1/handled`, { handled: true }, "params.id"],
    ];
    for (const [method, url, payload, path] of bad) {
      const response = await owner(method as "GET" | "PUT", url, payload);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(apiErrorSchema.parse(response.json()).fields?.map((field) => field.path)).toContain(path);
    }
    expect((await owner("GET", `${base()}/999999`)).statusCode).toBe(404);
    expect((await owner("PUT", `${base()}/999999/handled`, { handled: true })).statusCode).toBe(404);
  });

  it("keeps other clinics out, and the signed-out out", async () => {
    const created = await inquiry(t.lumiere, { name: "비밀문의" });
    expect((await stranger("GET", base())).statusCode).toBe(403);
    expect((await stranger("GET", `${base()}/${created.id}`)).statusCode).toBe(403);
    expect((await stranger("PUT", `${base()}/${created.id}/handled`, { handled: true })).statusCode).toBe(
      403,
    );
    // Haneul's owner on haneul's own path cannot reach a lumiere inquiry either (row-level security).
    const other = `/console/clinics/${t.haneul}/inquiries`;
    expect((await stranger("GET", `${other}/${created.id}`)).statusCode).toBe(404);
    expect((await stranger("PUT", `${other}/${created.id}/handled`, { handled: true })).statusCode).toBe(404);
    const theirs = consoleInquiryListSchema.parse((await stranger("GET", other)).json());
    expect(theirs.rows.some((row) => row.name === "비밀문의")).toBe(false);
    expect((await consoleCall(t, undefined)("GET", base())).statusCode).toBe(401);
    const [row] = await withTenant(t.database.db, t.lumiere, (tx) =>
      tx.select().from(schema.inquiries).where(eq(schema.inquiries.id, created.id)),
    );
    expect(row?.handledAt).toBeNull();
  });

  it("cuts excerpts by characters onto one line", () => {
    expect(excerptOf("가\n나  다", 10)).toBe("가 나 다");
    expect(excerptOf("가나다라마", 4)).toBe("가나다…");
    expect(excerptOf("😀😀😀", 2)).toBe("😀…");
  });
});
