import type { DemoContent } from "../content-types";
import { lumiereBoards } from "./lumiere-boards";
import { lumiereBeforeAfters } from "./lumiere-cases";
import { lumiereCscenter } from "./lumiere-cscenter";
import { lumiereBrandings, lumiereEvents, lumiereExhibitions } from "./lumiere-events";
import { lumiereEmployees, lumiereIntroduce, lumiereSpaces, lumiereTerms } from "./lumiere-people";
import { lumiereCategoriesA } from "./lumiere-products-a";
import { lumiereCategoriesB } from "./lumiere-products-b";
import { lumiereCategoriesC } from "./lumiere-products-c";
import { lumiereReviews } from "./lumiere-reviews";

export const lumiereContent: DemoContent = {
  categories: [...lumiereCategoriesA, ...lumiereCategoriesB, ...lumiereCategoriesC],
  events: lumiereEvents,
  exhibitions: lumiereExhibitions,
  brandings: lumiereBrandings,
  employees: lumiereEmployees,
  spaces: lumiereSpaces,
  introducePage: lumiereIntroduce,
  beforeAfters: lumiereBeforeAfters,
  reviews: lumiereReviews,
  boards: lumiereBoards,
  terms: lumiereTerms,
  cscenter: lumiereCscenter,
};
