import { type ConsoleNoticeBody, consoleNoticeBodySchema } from "@clinic/shared/console/content-cscenter";
import { and, desc, eq } from "drizzle-orm";
import type { Tx } from "../client";
import * as schema from "../schema/index";

const { notices, contentDrafts } = schema;

/**
 * An edit the clinic has not published yet (issue 11): its newest unpinned notice with a sentence added, waiting
 * in content_drafts while the site keeps showing the published text. The console's draft, preview and publish
 * buttons have something to show on a fresh demo. The body passes the console's own schema: the seed never
 * stores a draft that could not be published.
 */
export async function insertDrafts(tx: Tx, partnerId: number) {
  const [notice] = await tx
    .select()
    .from(notices)
    .where(and(eq(notices.partnerId, partnerId), eq(notices.isPinned, false), eq(notices.isVisible, true)))
    .orderBy(desc(notices.createdAt))
    .limit(1);
  if (!notice) return;
  const body: ConsoleNoticeBody = {
    title: `${notice.title} (안내 추가)`,
    contentHtml: `${notice.contentHtml}<p>연말연시에는 12월 31일 오후 2시까지 진료합니다.</p>`,
    isPinned: notice.isPinned,
    isVisible: true,
  };
  const payload = consoleNoticeBodySchema.parse(body);
  await tx.insert(contentDrafts).values({ partnerId, entity: "notices", entityId: notice.id, payload });
}
