import type { Tx } from "../client";
import * as schema from "../schema/index";
import type { DemoClinic } from "./types";

/**
 * Each demo clinic's messages (issue 26): who hears the staff alerts and when patients are reminded, differing so
 * both behaviours show; 루미에르 sends its confirmations as 알림톡 under a (demo) approved template code.
 */
const DEMO_MESSAGE_SETUP: Record<
  string,
  { sameDayReminder: boolean; reminderTime: string; alimtalk: boolean }
> = {
  lumiere: { sameDayReminder: false, reminderTime: "18:00", alimtalk: true },
  haneul: { sameDayReminder: true, reminderTime: "17:00", alimtalk: false },
};

export async function insertMessageSetup(tx: Tx, partnerId: number, clinic: DemoClinic): Promise<void> {
  const setup = DEMO_MESSAGE_SETUP[clinic.code];
  if (!setup) return;
  await tx.insert(schema.messageSettings).values({
    partnerId,
    alertEmails: [`desk@${clinic.code}.demo`],
    alertPhones: ["01055500100"],
    reminderTime: setup.reminderTime,
    sameDayReminder: setup.sameDayReminder,
  });
  if (setup.alimtalk) {
    await tx.insert(schema.messageTemplates).values({
      partnerId,
      kind: "RESERVATION_CONFIRMED",
      body: "[#{병원명}] #{고객명}님, 예약이 확정되었습니다.\n\n■ 일시: #{예약일시}\n■ 진료: #{진료항목}\n■ 담당: #{담당의}\n■ 주소: #{주소}\n\n예약 확인·변경: #{예약확인링크}\n문의: #{전화번호}",
      alimtalkTemplateCode: `${clinic.code.toUpperCase()}_CONFIRMED_01`,
    });
  }
}
