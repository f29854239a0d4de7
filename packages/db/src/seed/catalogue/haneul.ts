import type { DemoContent } from "../content-types";
import { haneulBoards } from "./haneul-boards";
import { haneulBeforeAfters } from "./haneul-cases";
import { haneulCscenter } from "./haneul-cscenter";
import { haneulBrandings, haneulEvents, haneulExhibitions } from "./haneul-events";
import { haneulEmployees, haneulIntroduce, haneulSpaces, haneulTerms } from "./haneul-people";
import { haneulCategoriesA } from "./haneul-products-a";
import { haneulCategoriesB } from "./haneul-products-b";
import { haneulCategoriesC } from "./haneul-products-c";
import { haneulReviews } from "./haneul-reviews";

export const haneulContent: DemoContent = {
  categories: [...haneulCategoriesA, ...haneulCategoriesB, ...haneulCategoriesC],
  events: haneulEvents,
  exhibitions: haneulExhibitions,
  brandings: haneulBrandings,
  employees: haneulEmployees,
  spaces: haneulSpaces,
  introducePage: haneulIntroduce,
  beforeAfters: haneulBeforeAfters,
  reviews: haneulReviews,
  boards: haneulBoards,
  terms: haneulTerms,
  cscenter: haneulCscenter,
};
