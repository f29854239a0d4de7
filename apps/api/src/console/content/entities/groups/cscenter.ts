import type { ContentEntity } from "../../entity";
import { afterNoticeEntity } from "../cscenter/after-notices";
import { faqGroupEntity } from "../cscenter/faq-groups";
import { faqEntity } from "../cscenter/faqs";
import { termEntity } from "../cscenter/terms";

/** The customer centre after its notices: FAQ groups before their questions, after-care notices, terms. */
export const CSCENTER_ENTITIES: ContentEntity[] = [
  faqGroupEntity,
  faqEntity,
  afterNoticeEntity,
  termEntity,
] as ContentEntity[];
