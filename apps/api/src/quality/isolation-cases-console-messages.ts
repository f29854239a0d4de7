import { schema, withTenant } from "@clinic/db";
import type { TestApp } from "../testing/test-app";
import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";

/**
 * The console's messaging (issue 26): the caller's owner session on the victim's clinic id (403 expected,
 * nothing changed); the victim's owner on its own clinic as the control. The demo seeds no messages (they name
 * patients), so `prepareConsoleMessageCases` gives each clinic a sent one, whose text and recipient are markers.
 */
const prepared = new Map<number, number>();

/** Call once in the matrix's beforeAll, before the markers are taken. */
export async function prepareConsoleMessageCases(t: TestApp): Promise<void> {
  for (const [code, partnerId] of Object.entries(t.partnerIds)) {
    const [row] = await withTenant(t.database.db, partnerId, (tx) =>
      tx
        .insert(schema.messages)
        .values({
          partnerId,
          kind: "RESERVATION_CONFIRMED",
          audience: "PATIENT",
          channel: "ALIMTALK",
          recipient: `${code}-patient@isolation.test`,
          body: `${code} 격리 테스트 메시지 본문`,
          dedupeKey: `isolation:${code}`,
          status: "SENT",
          sentAt: new Date(),
        })
        .returning({ id: schema.messages.id }),
    );
    if (!row) throw new Error(`${code} message not inserted`);
    prepared.set(partnerId, row.id);
  }
}

function sentMessage(v: ClinicValues): number {
  const id = prepared.get(v.partnerId);
  if (id === undefined) throw new Error("call prepareConsoleMessageCases(t) in the matrix's beforeAll");
  return id;
}

const clinic = (v: ClinicValues, path = "") => `/console/clinics/${v.partnerId}/messages${path}`;
const as = (c: ClinicValues) => bearer(c.owner.token);
const MESSAGES = "/console/clinics/:partnerId/messages";
const template = (v: ClinicValues) => ({
  body: `[#{병원명}] ${v.code} 격리 테스트 문구 #{고객명}`,
  enabled: true,
  alimtalkTemplateCode: null,
});

export const CONSOLE_MESSAGE_CASES: IsolationCase[] = [
  {
    route: `GET ${MESSAGES}/settings`,
    request: (v, c) => ({ url: clinic(v, "/settings"), headers: as(c) }),
  },
  {
    route: `PUT ${MESSAGES}/settings`,
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, "/settings"),
      payload: {
        alertEmails: [`${v.code}-desk@isolation.test`],
        alertPhones: ["01012345678"],
        alertKinds: ["NEW_BOOKING"],
        reminderTime: "18:00",
        sameDayReminder: false,
        sameDayTime: "09:00",
      },
      headers: as(c),
    }),
  },
  {
    route: `GET ${MESSAGES}/templates`,
    request: (v, c) => ({ url: clinic(v, "/templates"), headers: as(c) }),
  },
  {
    route: `PUT ${MESSAGES}/templates/:kind`,
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, "/templates/REMINDER_SAME_DAY"),
      payload: template(v),
      headers: as(c),
    }),
  },
  {
    route: `DELETE ${MESSAGES}/templates/:kind`,
    request: (v, c) => ({ method: "DELETE", url: clinic(v, "/templates/REMINDER_SAME_DAY"), headers: as(c) }),
  },
  {
    route: `GET ${MESSAGES}`,
    // With filters: a filtered list is refused just the same.
    request: (v, c) => ({ url: clinic(v, "?status=SENT&q=patient"), headers: as(c) }),
  },
  {
    route: `POST ${MESSAGES}/:id/resend`,
    request: (v, c) => ({ method: "POST", url: clinic(v, `/${sentMessage(v)}/resend`), headers: as(c) }),
  },
];
