import type { DemoCscenter } from "../cscenter-types";
import { haneulAfterNotices } from "./haneul-after-notices";
import { haneulCustomerBoard } from "./haneul-customer-board";
import { haneulFaqGroups } from "./haneul-faqs";
import { haneulNotices } from "./haneul-notices";

export const haneulCscenter: DemoCscenter = {
  notices: haneulNotices,
  faqGroups: haneulFaqGroups,
  afterNotices: haneulAfterNotices,
  customerBoard: haneulCustomerBoard,
};
