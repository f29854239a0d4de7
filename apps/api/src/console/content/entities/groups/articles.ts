import type { ContentEntity } from "../../entity";
import { beforeAfterEntity } from "../articles/before-afters";
import { boardTypeEntity } from "../articles/board-types";
import { boardEntity } from "../articles/boards";
import { partnerReviewEntity } from "../articles/partner-reviews";

/** Issue 11's articles: cases, reviews (moderation only), boards and their posts. */
export const ARTICLES_ENTITIES = [
  beforeAfterEntity,
  partnerReviewEntity,
  boardTypeEntity,
  boardEntity,
] as ContentEntity[];
