import type { Tx } from "@clinic/db";
import { findClinic } from "./clinic-context";
import { insertMessages } from "./outbox-repository";
import { findMessageSettings, findTemplates } from "./settings-repository";
import { staffAlertsOf } from "./staff-alerts";

/** How much of an inquiry's text stands in for its title in an alert. */
const TITLE_CHARS = 30;

/** Writes the new-inquiry alerts in the transaction that stores the inquiry. */
export async function recordNewInquiry(
  tx: Tx,
  partnerId: number,
  inquiry: { id: number; category: string; name: string; content: string },
): Promise<void> {
  const clinic = await findClinic(tx, partnerId);
  const settings = await findMessageSettings(tx, partnerId);
  const templates = new Map((await findTemplates(tx, partnerId)).map((t) => [t.kind as string, t]));
  const text = inquiry.content.replace(/\s+/g, " ").trim();
  const title = [...text].length > TITLE_CHARS ? `${[...text].slice(0, TITLE_CHARS).join("")}…` : text;
  const values = { 병원명: clinic.name, 고객명: inquiry.name, 문의제목: `[${inquiry.category}] ${title}` };
  await insertMessages(
    tx,
    staffAlertsOf(
      partnerId,
      "NEW_INQUIRY",
      templates,
      values,
      settings,
      `inquiry:${inquiry.id}`,
      null,
      inquiry.id,
    ),
  );
}
