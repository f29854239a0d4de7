import type { ContentEntity } from "../entity";
import { categoryEntity } from "./categories";
import { eventEntity } from "./events";
import { noticeEntity } from "./notices";
import { productEntity } from "./products";

/** Every entity the console edits, in the order of the console's menu. */
export const CONTENT_ENTITIES: ContentEntity[] = [
  categoryEntity,
  productEntity,
  eventEntity,
  noticeEntity,
] as ContentEntity[];
