import { lumiereCscenter } from "./lumiere-cscenter";
import { lumiereEvents } from "./lumiere-events";
import { lumiereEmployees, lumiereFees, lumiereOptionNames } from "./lumiere-listed";
import { lumierePages } from "./lumiere-pages";
import { lumiereProducts } from "./lumiere-products";
import { mergeTranslations } from "./merge";
import type { DemoTranslations } from "./types";

/**
 * Lumière Dermatology's translations (issue 29), one file per part of the site. Left in Korean on purpose, so the site shows
 * its fallback: event bodies; notice titles and FAQ in Chinese; notice bodies but two in English; FAQ answers in
 * Japanese; product pages but three in English and Japanese; one doctor; the 비급여 page but in English.
 */
export const lumiereTranslations: DemoTranslations = {
  ...mergeTranslations(lumiereProducts, lumierePages, lumiereEvents, lumiereCscenter),
  employees: lumiereEmployees,
  optionNames: lumiereOptionNames,
  fees: lumiereFees,
};
