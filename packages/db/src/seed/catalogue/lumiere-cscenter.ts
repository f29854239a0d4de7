import type { DemoCscenter } from "../cscenter-types";
import { lumiereAfterNotices } from "./lumiere-after-notices";
import { lumiereCustomerBoard } from "./lumiere-customer-board";
import { lumiereFaqGroups } from "./lumiere-faqs";
import { lumiereNotices } from "./lumiere-notices";

export const lumiereCscenter: DemoCscenter = {
  notices: lumiereNotices,
  faqGroups: lumiereFaqGroups,
  afterNotices: lumiereAfterNotices,
  customerBoard: lumiereCustomerBoard,
};
