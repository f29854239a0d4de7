import { signIn, signInOwner } from "@api/testing/console-fixtures";
import { changedTables, tableChecksums } from "@api/testing/db-checksum";
import { useConsoleTestApp } from "@api/testing/suite";
import { DEMO_OPERATOR, demoManager, eq, schema, withTenant } from "@clinic/db";
import {
  apiErrorSchema,
  auditPageSchema,
  consoleMessageLogSchema,
  consoleMessageRowSchema,
  consoleMessageSettingsSchema,
  consoleMessageTemplateListSchema,
  consoleMessageTemplateSchema,
  defaultTemplates,
  formMessages,
  messagingMessages,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

const settingsBody = {
  alertEmails: ["desk@lumiere.test", "Owner@Lumiere.test"],
  alertPhones: ["010-1234-5678", "01198765432"],
  alertKinds: ["NEW_INQUIRY", "NEW_BOOKING"],
  reminderTime: "19:30",
  sameDayReminder: true,
  sameDayTime: "08:30",
};
const templateBody = {
  body: "#{고객명}님, #{예약일시} 예약이 확정되었습니다.",
  enabled: true,
  alimtalkTemplateCode: "LUM_CONFIRM-1",
};

describe("console messaging: settings, templates, the log and resend", () => {
  const t = useConsoleTestApp({}, { staff: true });
  let operator: string;
  let manager: string;
  let otherOwner: string;

  beforeAll(async () => {
    otherOwner = await signInOwner(t, "haneul");
    operator = await signIn(t, DEMO_OPERATOR.email, DEMO_OPERATOR.password);
    manager = await signIn(t, demoManager("lumiere").email, demoManager("lumiere").password);
    // The demo seed gives 루미에르 its own settings and 알림톡 template: start from a clinic that saved nothing.
    await t.database.db.delete(schema.messageSettings).where(eq(schema.messageSettings.partnerId, t.lumiere));
    await t.database.db
      .delete(schema.messageTemplates)
      .where(eq(schema.messageTemplates.partnerId, t.lumiere));
  });

  const call = (method: "GET" | "PUT" | "POST" | "DELETE", path: string, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/console/clinics/${t.lumiere}/messages${path}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });

  /** Messages of the clinic as the worker would have left them. */
  const insertMessages = (rows: Partial<typeof schema.messages.$inferInsert>[]) =>
    withTenant(t.database.db, t.lumiere, (tx) =>
      tx
        .insert(schema.messages)
        .values(
          rows.map((row, index) => ({
            partnerId: t.lumiere,
            kind: "RESERVATION_CONFIRMED",
            audience: "PATIENT",
            channel: "ALIMTALK",
            recipient: "01055556666",
            body: "예약이 확정되었습니다.",
            dedupeKey: `test:${Date.now()}:${index}:${Math.random()}`,
            ...row,
          })),
        )
        .returning(),
    );

  const auditActions = async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/console/clinics/${t.lumiere}/audit?kind=message`,
      headers: { authorization: `Bearer ${t.owner}` },
    });
    return auditPageSchema.parse(response.json()).content.map((entry) => `${entry.action} → ${entry.href}`);
  };

  it("answers the defaults and the local delivery to a clinic that saved nothing", async () => {
    const response = await call("GET", "/settings", t.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(consoleMessageSettingsSchema.parse(response.json())).toEqual({
      alertEmails: [],
      alertPhones: [],
      alertKinds: ["NEW_BOOKING", "NEW_REQUEST", "PATIENT_CANCELLED", "PATIENT_RESCHEDULED", "NEW_INQUIRY"],
      reminderTime: "18:00",
      sameDayReminder: false,
      sameDayTime: "09:00",
      delivery: { text: "local", email: "local" },
    });
  });

  it("saves the settings with phones as digits, kinds in their order, and audits it", async () => {
    const response = await call("PUT", "/settings", t.owner, settingsBody);
    expect(response.statusCode, response.body).toBe(200);
    const saved = consoleMessageSettingsSchema.parse((await call("GET", "/settings", t.owner)).json());
    expect(saved).toMatchObject({
      alertEmails: ["desk@lumiere.test", "Owner@Lumiere.test"],
      alertPhones: ["01012345678", "01198765432"],
      alertKinds: ["NEW_BOOKING", "NEW_INQUIRY"],
      reminderTime: "19:30",
      sameDayReminder: true,
      sameDayTime: "08:30",
    });
    expect(await auditActions()).toContain("message.settings → messages/settings");
  });

  it.each([
    [
      "a landline",
      { alertPhones: ["010-1111-2222", "02-123"] },
      "body.alertPhones.1",
      messagingMessages.mobile,
    ],
    ["a short number", { alertPhones: ["1234"] }, "body.alertPhones.0", messagingMessages.mobile],
    [
      "the same number twice",
      { alertPhones: ["01011112222", "010-1111-2222"] },
      "body.alertPhones.1",
      messagingMessages.duplicateRecipient,
    ],
    ["a broken address", { alertEmails: ["a@"] }, "body.alertEmails.0", messagingMessages.email],
    [
      "eleven addresses",
      { alertEmails: Array.from({ length: 11 }, (_, i) => `s${i}@a.test`) },
      "body.alertEmails",
      messagingMessages.tooManyRecipients,
    ],
    ["a reminder at night", { reminderTime: "22:00" }, "body.reminderTime", messagingMessages.reminderTime],
    ["an unknown alert", { alertKinds: ["EVERYTHING"] }, "body.alertKinds.0", "목록에서"],
  ])(
    "refuses settings with %s: Korean 400 at the field, nothing saved",
    async (_case, change, field, message) => {
      const before = await tableChecksums(t.database, t.lumiere);
      const response = await call("PUT", "/settings", t.owner, { ...settingsBody, ...change });
      expect(response.statusCode, response.body).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.fields?.find((entry) => entry.path === field)?.message, response.body).toContain(message);
      expect(changedTables(before, await tableChecksums(t.database, t.lumiere))).toEqual([]);
    },
  );

  it("lists every template with its label and default, saves one, and resets it", async () => {
    const list = consoleMessageTemplateListSchema.parse((await call("GET", "/templates", t.owner)).json());
    const confirmed = list.templates.find((entry) => entry.kind === "RESERVATION_CONFIRMED");
    expect(confirmed).toMatchObject({ label: "예약 확정", isDefault: true, enabled: true });
    expect(confirmed?.body).toBe(defaultTemplates.RESERVATION_CONFIRMED);
    expect(list.templates).toHaveLength(Object.keys(defaultTemplates).length);

    const saved = await call("PUT", "/templates/RESERVATION_CONFIRMED", t.owner, templateBody);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(consoleMessageTemplateSchema.parse(saved.json())).toMatchObject({
      ...templateBody,
      isDefault: false,
      defaultBody: defaultTemplates.RESERVATION_CONFIRMED,
    });
    const cleared = await call("PUT", "/templates/RESERVATION_CONFIRMED", t.owner, {
      ...templateBody,
      alimtalkTemplateCode: "",
    });
    expect(cleared.json()).toMatchObject({ alimtalkTemplateCode: null });

    const reset = await call("DELETE", "/templates/RESERVATION_CONFIRMED", t.owner);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ isDefault: true, body: defaultTemplates.RESERVATION_CONFIRMED });
    const actions = await auditActions();
    expect(actions).toContain("message.template → messages/templates");
    expect(actions).toContain("message.template-reset → messages/templates");
  });

  it.each([
    [
      "an unknown variable",
      { body: "#{고객명}님 #{없는변수} 안내" },
      "body.body",
      messagingMessages.unknownVariable(["없는변수"]),
    ],
    ["a too long text", { body: "가".repeat(1001) }, "body.body", messagingMessages.templateTooLong],
    ["an empty text", { body: "   " }, "body.body", formMessages.empty],
    [
      "a bad code",
      { alimtalkTemplateCode: "코드 1" },
      "body.alimtalkTemplateCode",
      messagingMessages.templateCode,
    ],
    [
      "a too long code",
      { alimtalkTemplateCode: "A".repeat(61) },
      "body.alimtalkTemplateCode",
      messagingMessages.templateCode,
    ],
  ])(
    "refuses a template with %s: Korean 400 at the field, nothing saved",
    async (_case, change, field, message) => {
      const before = await tableChecksums(t.database, t.lumiere);
      const response = await call("PUT", "/templates/REMINDER_DAY_BEFORE", t.owner, {
        ...templateBody,
        ...change,
      });
      expect(response.statusCode, response.body).toBe(400);
      const error = apiErrorSchema.parse(response.json());
      expect(error.fields?.find((entry) => entry.path === field)?.message, response.body).toBe(message);
      expect(changedTables(before, await tableChecksums(t.database, t.lumiere))).toEqual([]);
    },
  );

  it("answers 404 for a kind that has no template", async () => {
    expect((await call("PUT", "/templates/STAFF_INVITATION", t.owner, templateBody)).statusCode).toBe(404);
    expect((await call("DELETE", "/templates/NOPE", t.owner)).statusCode).toBe(404);
  });

  it("lets managers, owners and the operator, not staff or another clinic, change settings and templates", async () => {
    for (const token of [t.staff, otherOwner]) {
      expect((await call("GET", "/settings", token)).statusCode).toBe(403);
      expect((await call("PUT", "/settings", token, settingsBody)).statusCode).toBe(403);
      expect((await call("GET", "/templates", token)).statusCode).toBe(403);
      expect((await call("PUT", "/templates/REMINDER_SAME_DAY", token, templateBody)).statusCode).toBe(403);
      expect((await call("DELETE", "/templates/REMINDER_SAME_DAY", token)).statusCode).toBe(403);
    }
    expect((await call("GET", "/settings")).statusCode).toBe(401);
    expect((await call("GET", "/settings", operator)).statusCode).toBe(200);
    expect((await call("PUT", "/templates/REMINDER_SAME_DAY", operator, templateBody)).statusCode).toBe(200);
    // The manager (실장) edits the wording and the alerts too (issue 27).
    expect((await call("GET", "/templates", manager)).statusCode).toBe(200);
    const edited = await call("PUT", "/templates/REMINDER_SAME_DAY", manager, templateBody);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call("PUT", "/settings", manager, settingsBody)).statusCode).toBe(200);
    expect((await call("DELETE", "/templates/REMINDER_SAME_DAY", manager)).statusCode).toBe(200);
  });

  it("shows staff the log newest first, with filters and paging; another clinic gets 403", async () => {
    await insertMessages([
      { recipient: "01011112222", status: "SENT", deliveredVia: "LOCAL", sentAt: new Date() },
      { recipient: "01033334444", status: "FAILED", lastError: "수신 거부", attempts: 5, reservationId: 77 },
      { kind: "STAFF_NEW_BOOKING", audience: "STAFF", channel: "EMAIL", recipient: "desk@lumiere.test" },
    ]);
    const log = async (query: string) => {
      const response = await call("GET", query, t.staff);
      expect(response.statusCode, response.body).toBe(200);
      return consoleMessageLogSchema.parse(response.json());
    };
    const all = await log("");
    expect(all.rows.map((row) => row.recipient).slice(0, 3)).toEqual([
      "desk@lumiere.test",
      "01033334444",
      "01011112222",
    ]);
    expect((await log("?status=FAILED")).rows.map((row) => [row.recipient, row.lastError])).toEqual([
      ["01033334444", "수신 거부"],
    ]);
    expect((await log("?channel=EMAIL")).rows.map((row) => row.kind)).toEqual(["STAFF_NEW_BOOKING"]);
    expect((await log("?kind=STAFF_NEW_BOOKING")).total).toBe(1);
    expect((await log("?reservationId=77")).rows.map((row) => row.recipient)).toEqual(["01033334444"]);
    expect((await log("?q=010-3333")).rows.map((row) => row.recipient)).toEqual(["01033334444"]);
    expect((await log("?q=DESK@")).rows.map((row) => row.recipient)).toEqual(["desk@lumiere.test"]);
    const paged = await log("?pageSize=2&page=2");
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: all.total, delivery: { text: "local" } });
    expect(paged.rows[0]?.id).toBe(all.rows[2]?.id);
    expect((await call("GET", "?pageSize=101", t.staff)).statusCode).toBe(400);
    expect((await call("GET", "?status=LOST", t.staff)).statusCode).toBe(400);
    expect((await call("GET", "", otherOwner)).statusCode).toBe(403);
  });

  it("resends a sent message as a new PENDING row naming it; refuses one still waiting with 409", async () => {
    const [sent, pending] = await insertMessages([
      { status: "SENT", subject: null, templateCode: "LUM_CONFIRM", reservationId: 12, sentAt: new Date() },
      { status: "PENDING" },
    ]);
    if (!sent || !pending) throw new Error("not inserted");

    const refused = await call("POST", `/${pending.id}/resend`, t.staff);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).translate).toBe(messagingMessages.resendStatus);
    expect((await call("POST", `/${sent.id}/resend`, otherOwner)).statusCode).toBe(403);
    expect((await call("POST", "/999999/resend", t.staff)).statusCode).toBe(404);

    const response = await call("POST", `/${sent.id}/resend`, t.staff);
    expect(response.statusCode, response.body).toBe(201);
    const copy = consoleMessageRowSchema.parse(response.json());
    expect(copy).toMatchObject({
      status: "PENDING",
      resendOf: sent.id,
      kind: sent.kind,
      channel: sent.channel,
      recipient: sent.recipient,
      body: sent.body,
      reservationId: 12,
      attempts: 0,
      sentAt: null,
    });
    const [stored] = await withTenant(t.database.db, t.lumiere, (tx) =>
      tx.select().from(schema.messages).where(eq(schema.messages.id, copy.id)),
    );
    expect(stored?.templateCode).toBe("LUM_CONFIRM");
    expect(stored?.dedupeKey).toMatch(new RegExp(`^resend:${sent.id}:\\d+$`));
    expect(await auditActions()).toContain("message.resend → messages");
  });
});
