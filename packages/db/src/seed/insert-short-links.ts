import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../client";
import * as schema from "../schema/index";
import type { SeedClock } from "./clock";
import type { DemoClinic } from "./types";

/** The demo's short-link codes, the same for every clinic (each opens /s/{code} on its own host). */
export const DEMO_SHORT_CODES = {
  event: "event",
  reserve: "reserve",
  notice: "notice",
  /** The monthly event with UTM parameters, as sent by text message. */
  campaign: "sms-event",
  /** Expired a fortnight ago: answers 404 like an unknown code. */
  expired: "last-season",
} as const;

/** The newest pinned visible notice (else the newest visible one) as its page path; the list when there is none. */
async function noticePath(tx: Tx, partnerId: number): Promise<string> {
  const { notices } = schema;
  const [notice] = await tx
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.partnerId, partnerId), eq(notices.isVisible, true)))
    .orderBy(desc(notices.isPinned), desc(notices.createdAt))
    .limit(1);
  return notice ? `/cscenter/notice/${notice.id}` : "/cscenter/notice";
}

/**
 * Short links a clinic would hand out: the event page, the visit reservation (spec 2: `wcopen` opens it), the
 * pinned notice, a UTM-tagged campaign link and an expired one. Hit counts are made up so the staff list reads
 * like a clinic's; the notices must already be seeded.
 */
export async function insertShortLinks(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
): Promise<void> {
  const codes = DEMO_SHORT_CODES;
  const links = [
    {
      code: codes.event,
      targetPath: "/events",
      title: "이벤트 안내 (인스타그램 프로필)",
      hits: 214,
      age: 40,
    },
    {
      code: codes.reserve,
      targetPath: "/?wcopen=true",
      title: "상담 예약 바로가기 (문자)",
      hits: 87,
      age: 35,
    },
    {
      code: codes.notice,
      targetPath: await noticePath(tx, partnerId),
      title: "공지사항 안내",
      hits: 31,
      age: 20,
    },
    {
      code: codes.campaign,
      targetPath: `/events?utm_source=sms&utm_medium=message&utm_campaign=${clinic.code}_monthly_event`,
      title: "이달의 이벤트 문자 발송",
      hits: 56,
      age: 7,
    },
  ];
  await tx.insert(schema.shortUrls).values([
    ...links.map(({ hits, age, ...link }, i) => ({
      ...link,
      partnerId,
      hitCount: hits,
      lastHitAt: clock.ago(0, i + 1),
      createdAt: clock.ago(age),
    })),
    {
      partnerId,
      code: codes.expired,
      targetPath: "/events",
      title: "지난 시즌 이벤트 (종료)",
      hitCount: 143,
      lastHitAt: clock.ago(15),
      expiresAt: clock.ago(14),
      createdAt: clock.ago(90),
    },
  ]);
}
