import type { PopupArt } from "./art-scenes";
import type { DemoCscenter } from "./cscenter-types";

/**
 * The catalogue and content of one demo clinic as plain data. Rows refer to each other by name (a product by its
 * name, a category by its name); the insert resolves names to ids and fails loudly on a typo. Dates are day offsets
 * from the seeding day (Asia/Seoul), so the demo never goes stale.
 */
export interface DemoContent {
  categories: DemoCategory[];
  events: DemoEvent[];
  exhibitions: DemoExhibition[];
  brandings: DemoBranding[];
  employees: DemoEmployee[];
  spaces: DemoSpace[];
  introducePage: { title: string; html: string };
  beforeAfters: DemoBeforeAfter[];
  reviews: DemoReview[];
  boards: DemoBoard[];
  terms: DemoTermsInfo;
  /** Notices, FAQ, after-notices and the customer board (cscenter-types.ts). */
  cscenter: DemoCscenter;
}

/** Picture families of the generated illustrations (products, cases, thumbnails). */
export const motifs = [
  "lift",
  "toning",
  "botox",
  "filler",
  "acne",
  "booster",
  "care",
  "eye",
  "nose",
  "contour",
  "body",
  "petit",
  "aging",
  "vip",
] as const;
export type Motif = (typeof motifs)[number];

/** [option name, price (won), original price before discount or null, duration in minutes]. */
export type DemoOption = readonly [
  name: string,
  price: number,
  originalPrice: number | null,
  minutes: number,
];

export interface DemoProduct {
  name: string;
  summary: string;
  tags: string[];
  badges?: string[];
  /** 1–4 options; the first one is the default option. */
  options: DemoOption[];
  /** Bullet points of '이런 분께 추천'. */
  recommend: string[];
  /** How long the effect lasts, shown in the 시술 정보 table. */
  keep: string;
  /** Recommended product with this recommendWeight (1 first). */
  pick?: number;
  /** Not published yet: reachable only through its preview token. */
  draft?: true;
}

export interface DemoCategory {
  name: string;
  description: string;
  /** Latin label printed into the category's images. */
  label: string;
  motif: Motif;
  secret?: true;
  anesthesia: string;
  downtime: string;
  cautions: string[];
  products: DemoProduct[];
}

export interface DemoEvent {
  title: string;
  summary: string;
  art: PopupArt;
  /** Day offsets from the seeding day; null = no date (open-ended). */
  start: number | null;
  end: number | null;
  products: string[];
  benefits: string[];
  kind?: "secret" | "notice";
}

export interface DemoExhibition {
  title: string;
  summary: string;
  art: PopupArt;
  start: number | null;
  end: number | null;
  products: string[];
  intro: string;
}

export interface DemoBranding {
  title: string;
  subtitle: string;
  category: string;
  lead: string;
  sections: { heading: string; text: string }[];
  quote: string;
  draft?: true;
}

export type EmployeeType = "DOCTOR" | "NURSE" | "STAFF";

export interface DemoEmployee {
  type: EmployeeType;
  name: string;
  position: string;
  specialty: string | null;
  greeting: string | null;
  careers: string[];
  /**
   * Working pattern Monday…Saturday, one letter a day: F full day, A morning (until lunch), P afternoon (after
   * lunch), '-' off. Times come from the clinic's opening hours, so the schedule always fits them.
   */
  week?: string;
}

export const spaceKinds = ["lobby", "consult", "treatment", "powder", "recovery", "lounge"] as const;
export type SpaceKind = (typeof spaceKinds)[number];

export interface DemoSpace {
  title: string;
  description: string;
  kind: SpaceKind;
}

export interface DemoBeforeAfter {
  title: string;
  description: string;
  product: string;
  count: number;
  daysAgo: number;
  noYouth?: true;
}

export interface DemoReview {
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  product: string;
  daysAgo: number;
  /** The review carries one photo. */
  photo?: true;
}

export interface DemoBoardPost {
  title: string;
  lead: string;
  daysAgo: number;
  views: number;
  pinned?: true;
}

export interface DemoBoard {
  name: string;
  description: string;
  layout: "LIST" | "GALLERY";
  /** Article boards only: the customer-centre board and its guest posts are DemoCscenter.customerBoard. */
  area: "BOARD";
  /** Closing paragraph shared by the posts of the board. */
  footer: string;
  posts: DemoBoardPost[];
}

/** What the legal texts name: the clinic's data protection officer and its processors (위탁). */
export interface DemoTermsInfo {
  privacyOfficer: { name: string; position: string; phone: string; email: string };
  processors: { name: string; task: string }[];
}
