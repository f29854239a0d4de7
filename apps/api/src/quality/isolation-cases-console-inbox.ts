import { insertInquiry } from "@api/customer/inquiries/repository";
import { findDemoFixtures, schema, withTenant } from "@clinic/db";
import type { TestApp } from "../testing/test-app";
import type { ClinicValues } from "./clinic-values";
import { bearer, type IsolationCase } from "./isolation-case";

/**
 * The console's inbox (console-inquiries, console-board-moderation): the caller's owner session on the victim's
 * clinic id (403 expected, nothing changed); the victim's owner on its own clinic as the control. The demo seeds
 * no inquiries (visitors' private data), so `prepareConsoleInboxCases` gives each clinic an inquiry, and posts
 * and answers of its own for the destructive cases, so no other case loses what it reads.
 */
interface InboxValues {
  inquiry: number;
  /** Posts: answered by the control, hidden by it, deleted by it. */
  posts: { answer: number; hide: number; remove: number };
  /** Answers on `posts.answer`: rewritten by the control, deleted by it. */
  answers: { edit: number; remove: number };
}

const prepared = new Map<number, InboxValues>();
const LONG_AGO = new Date("2001-01-01T00:00:00Z");

/** Call once in the matrix's beforeAll, before the markers are taken (their texts name the clinic). */
export async function prepareConsoleInboxCases(t: TestApp): Promise<void> {
  for (const [code, partnerId] of Object.entries(t.partnerIds)) {
    const board = (await findDemoFixtures(t.database, partnerId)).customerBoardTypeId;
    const values = await withTenant(t.database.db, partnerId, async (tx) => {
      const inquiry = await insertInquiry(tx, partnerId, {
        category: "CONSULTATION",
        name: `${code}-문의자`,
        phone: "01012341234",
        email: null,
        content: `${code} 격리 테스트 문의 내용`,
      });
      const post = async (what: string) => {
        const [row] = await tx
          .insert(schema.customerBoardPosts)
          .values({
            partnerId,
            boardTypeId: board,
            authorName: `${code}-작성자`,
            passwordHash: "not-used",
            title: `${code} 격리 ${what}`,
            content: `${code} 격리 ${what} 내용`,
            isPrivate: true,
            // Older than every demo post, so the demo fixtures (the newest posts of a kind) never pick these.
            createdAt: LONG_AGO,
          })
          .returning({ id: schema.customerBoardPosts.id });
        if (!row) throw new Error(`${code} inbox post not inserted`);
        return row.id;
      };
      const posts = { answer: await post("답변"), hide: await post("숨김"), remove: await post("삭제") };
      const answer = async (what: string) => {
        const [row] = await tx
          .insert(schema.customerBoardAnswers)
          .values({
            partnerId,
            postId: posts.answer,
            authorName: `${code}-상담실`,
            contentHtml: `<p>${code} 격리 ${what} 답변</p>`,
          })
          .returning({ id: schema.customerBoardAnswers.id });
        if (!row) throw new Error(`${code} inbox answer not inserted`);
        return row.id;
      };
      return {
        inquiry: inquiry.id,
        posts,
        answers: { edit: await answer("수정"), remove: await answer("삭제") },
      };
    });
    prepared.set(partnerId, values);
  }
}

function inbox(v: ClinicValues): InboxValues {
  const values = prepared.get(v.partnerId);
  if (!values) throw new Error("call prepareConsoleInboxCases(t) in the matrix's beforeAll");
  return values;
}

const clinic = (v: ClinicValues, path = "") => `/console/clinics/${v.partnerId}${path}`;
const as = (c: ClinicValues) => bearer(c.owner.token);
const BOARD = "/console/clinics/:partnerId/customer-board";

export const CONSOLE_INBOX_CASES: IsolationCase[] = [
  {
    route: "GET /console/clinics/:partnerId/inquiries",
    request: (v, c) => ({ url: clinic(v, "/inquiries?status=all"), headers: as(c) }),
  },
  {
    route: "GET /console/clinics/:partnerId/inquiries/:id",
    request: (v, c) => ({ url: clinic(v, `/inquiries/${inbox(v).inquiry}`), headers: as(c) }),
  },
  {
    route: "PUT /console/clinics/:partnerId/inquiries/:id/handled",
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, `/inquiries/${inbox(v).inquiry}/handled`),
      payload: { handled: true },
      headers: as(c),
    }),
  },
  {
    route: `GET ${BOARD}`,
    request: (v, c) => ({ url: clinic(v, "/customer-board?includeDeleted=true"), headers: as(c) }),
  },
  {
    route: `GET ${BOARD}/:id`,
    // The seeded private post: its text is what a leak would show.
    request: (v, c) => ({ url: clinic(v, `/customer-board/${v.ids.privatePost}`), headers: as(c) }),
  },
  {
    route: `POST ${BOARD}/:id/answers`,
    request: (v, c) => ({
      method: "POST",
      url: clinic(v, `/customer-board/${inbox(v).posts.answer}/answers`),
      payload: { contentHtml: "<p>격리 테스트 답변</p>" },
      headers: as(c),
    }),
  },
  {
    route: `PUT ${BOARD}/:id/answers/:answerId`,
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, `/customer-board/${inbox(v).posts.answer}/answers/${inbox(v).answers.edit}`),
      payload: { contentHtml: "<p>격리 테스트 수정</p>" },
      headers: as(c),
    }),
  },
  {
    route: `DELETE ${BOARD}/:id/answers/:answerId`,
    request: (v, c) => ({
      method: "DELETE",
      url: clinic(v, `/customer-board/${inbox(v).posts.answer}/answers/${inbox(v).answers.remove}`),
      headers: as(c),
    }),
  },
  {
    route: `PUT ${BOARD}/:id/hidden`,
    request: (v, c) => ({
      method: "PUT",
      url: clinic(v, `/customer-board/${inbox(v).posts.hide}/hidden`),
      payload: { hidden: true },
      headers: as(c),
    }),
  },
  {
    route: `DELETE ${BOARD}/:id`,
    request: (v, c) => ({
      method: "DELETE",
      url: clinic(v, `/customer-board/${inbox(v).posts.remove}`),
      headers: as(c),
    }),
  },
];
