import type { PostVisibility } from "@clinic/shared";

/**
 * The customer centre of one demo clinic as plain data: notices, FAQ, post-treatment care and the customer board
 * with its guest posts. Dates are day offsets from the seeding day, like the rest of the demo (content-types.ts).
 * Inquiries are visitors' private data and are never seeded.
 */
export interface DemoCscenter {
  notices: DemoNotice[];
  faqGroups: DemoFaqGroup[];
  afterNotices: DemoAfterNotice[];
  customerBoard: DemoCustomerBoard;
}

/**
 * One block of rich text: a string is a paragraph, an array a bullet list, `{ h }` a heading and `{ ol }` a
 * numbered list. `**text**` inside a string becomes bold.
 */
export type DemoBlock = string | string[] | { h: string } | { ol: string[] };

/**
 * Names a Seoul calendar day relative to the seeding day, "3월 14일(금)"; with an ISO weekday (1 Monday … 7 Sunday)
 * the first such weekday on or after that day, so a notice never announces a Saturday closure on a Tuesday.
 */
export type DemoDate = (offset: number, weekday?: number) => string;

export interface DemoNotice {
  title: string;
  daysAgo: number;
  /** A function when the text names days: they move with the seeding day and never go stale. */
  body: DemoBlock[] | ((date: DemoDate) => DemoBlock[]);
  pinned?: true;
  hidden?: true;
}

export interface DemoFaq {
  question: string;
  answer: DemoBlock[];
  hidden?: true;
}

export interface DemoFaqGroup {
  name: string;
  faqs: DemoFaq[];
}

/** Post-treatment care: an introduction, what to do, what to avoid, and when to call the clinic. */
export interface DemoAfterNotice {
  title: string;
  intro: string;
  dos: string[];
  donts: string[];
  call: string;
  /** Last revised this many days ago (updated_at). */
  daysAgo: number;
  /** Being revised: not shown, even when a link names its id. */
  hidden?: true;
}

export interface DemoCustomerAnswer {
  /** Hours after the post; the answer must not lie in the future. */
  hours: number;
  body: DemoBlock[];
}

/** A guest post (signed with a name and the demo password) with the clinic's answer, if any. */
export interface DemoCustomerPost {
  author: string;
  title: string;
  /** Plain text as a visitor typed it; lines separated by "\n". */
  content: string;
  daysAgo: number;
  /** Counts on a CHOICE board only; on a PRIVATE board every post is private. */
  private?: true;
  answer?: DemoCustomerAnswer;
}

/** The clinic's '고객 게시판' (area CSCENTER, list layout). */
export interface DemoCustomerBoard {
  name: string;
  description: string;
  postVisibility: PostVisibility;
  writeRequiresLogin: boolean;
  posts: DemoCustomerPost[];
}
