import type { ContentEntity } from "../entity";
import { categoryEntity } from "./categories";
import { eventEntity } from "./events";
import { ARTICLES_ENTITIES } from "./groups/articles";
import { CSCENTER_ENTITIES } from "./groups/cscenter";
import { SHOWCASE_ENTITIES } from "./groups/showcase";
import { noticeEntity } from "./notices";
import { productEntity } from "./products";

/** Every entity the console edits, in the order of the console's menu. */
export const CONTENT_ENTITIES: ContentEntity[] = [
  categoryEntity,
  productEntity,
  eventEntity,
  ...SHOWCASE_ENTITIES,
  noticeEntity,
  ...CSCENTER_ENTITIES,
  ...ARTICLES_ENTITIES,
] as ContentEntity[];
