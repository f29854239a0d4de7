import { sanitizeRichText } from "@clinic/shared/rich-text";
import type { Tx } from "../client";
import { hashPassword } from "../passwords";
import * as schema from "../schema/index";
import { afterNoticeHtml, blocksHtml, demoDate } from "./catalogue/cscenter-html";
import type { SeedClock } from "./clock";
import type { ContentLinks } from "./content-links";
import type { DemoCustomerBoard } from "./cscenter-types";
import { idsByName } from "./insert-catalogue";
import { whenAny } from "./insert-rows";
import type { DemoClinic } from "./types";

/** The password of every demo guest post: tests and demo visitors open, edit and delete the posts with it. */
export const DEMO_GUEST_POST_PASSWORD = "1234";

let guestPasswordHash: Promise<string> | undefined;

/**
 * One argon2id hash (19 MiB, two passes) serves every demo post of every seed in this process: hashing per post
 * would make each seed noticeably slower. The hash carries its own salt, so sharing it reveals nothing.
 */
function demoGuestPasswordHash(): Promise<string> {
  guestPasswordHash ??= hashPassword(DEMO_GUEST_POST_PASSWORD).catch((error: unknown) => {
    guestPasswordHash = undefined;
    throw error;
  });
  return guestPasswordHash;
}

/**
 * Notices, FAQ, after-notices and the customer board with its guest posts and the clinic's answers. The board
 * comes after the article boards of insertContent (weight) and registers itself for `{board:name}` links.
 * Inquiries are visitors' private data: the demo has none.
 */
export async function insertCscenter(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
  links: ContentLinks,
): Promise<void> {
  await insertCscenterArticles(tx, partnerId, clinic, clock);
  await insertCustomerBoard(tx, partnerId, clinic, clock, links, clinic.content.cscenter.customerBoard);
}

/** Notices, FAQ groups with their questions, and after-notices (no customer board). */
export async function insertCscenterArticles(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
): Promise<void> {
  const { cscenter } = clinic.content;
  const date = demoDate(clock.day);

  if (cscenter.notices.length > 0)
    await tx.insert(schema.notices).values(
      cscenter.notices.map((notice, i) => ({
        partnerId,
        title: notice.title,
        contentHtml: sanitizeRichText(
          blocksHtml(typeof notice.body === "function" ? notice.body(date) : notice.body),
        ),
        isPinned: notice.pinned ?? false,
        isVisible: !notice.hidden,
        createdAt: clock.ago(notice.daysAgo, i),
      })),
    );

  const groupRows = await whenAny(cscenter.faqGroups, () =>
    tx
      .insert(schema.faqGroups)
      .values(cscenter.faqGroups.map((group, i) => ({ partnerId, name: group.name, weight: i + 1 })))
      .returning({ id: schema.faqGroups.id, name: schema.faqGroups.name }),
  );
  const groupIds = idsByName(groupRows, "FAQ group");
  if (cscenter.faqGroups.length > 0)
    await tx.insert(schema.faqs).values(
      cscenter.faqGroups.flatMap((group) =>
        group.faqs.map((faq, i) => ({
          partnerId,
          faqGroupId: groupIds.get(group.name)!,
          question: faq.question,
          answerHtml: sanitizeRichText(blocksHtml(faq.answer)),
          weight: i + 1,
          isVisible: !faq.hidden,
        })),
      ),
    );

  if (cscenter.afterNotices.length > 0)
    await tx.insert(schema.afterNotices).values(
      cscenter.afterNotices.map((notice, i) => ({
        partnerId,
        title: notice.title,
        contentHtml: sanitizeRichText(afterNoticeHtml(notice)),
        weight: i + 1,
        isVisible: !notice.hidden,
        updatedAt: clock.ago(notice.daysAgo, i),
      })),
    );
}

async function insertCustomerBoard(
  tx: Tx,
  partnerId: number,
  clinic: DemoClinic,
  clock: SeedClock,
  links: ContentLinks,
  board: DemoCustomerBoard,
): Promise<void> {
  const [type] = await tx
    .insert(schema.boardTypes)
    .values({
      partnerId,
      name: board.name,
      description: board.description,
      layout: "LIST",
      area: "CSCENTER",
      postVisibility: board.postVisibility,
      writeRequiresLogin: board.writeRequiresLogin,
      weight: clinic.content.boards.length + 1,
    })
    .returning({ id: schema.boardTypes.id });
  links.add("board", board.name, type!.id);

  if (board.posts.length === 0) return;
  const passwordHash = await demoGuestPasswordHash();
  // A PRIVATE board locks every post; on a PUBLIC one nothing is private; on CHOICE the writer decided.
  const isPrivate = (flag: true | undefined) =>
    board.postVisibility === "PRIVATE" || (board.postVisibility === "CHOICE" && flag === true);
  const postRows = await tx
    .insert(schema.customerBoardPosts)
    .values(
      board.posts.map((post, i) => {
        const createdAt = clock.ago(post.daysAgo, i);
        return {
          partnerId,
          boardTypeId: type!.id,
          authorName: post.author,
          passwordHash,
          title: post.title,
          content: post.content,
          isPrivate: isPrivate(post.private),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: schema.customerBoardPosts.id, name: schema.customerBoardPosts.title });
  const postIds = idsByName(postRows, "customer post");

  const answers = board.posts.flatMap((post, i) => {
    if (!post.answer) return [];
    const daysAgo = post.daysAgo - post.answer.hours / 24;
    if (daysAgo < 0) throw new Error(`demo seed: the answer to '${post.title}' would lie in the future`);
    return [
      {
        partnerId,
        postId: postIds.get(post.title)!,
        authorName: clinic.partner.partnerName,
        contentHtml: sanitizeRichText(blocksHtml(post.answer.body)),
        createdAt: clock.ago(daysAgo, i),
      },
    ];
  });
  if (answers.length > 0) await tx.insert(schema.customerBoardAnswers).values(answers);
}
