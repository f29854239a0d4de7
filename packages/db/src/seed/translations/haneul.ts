import { haneulCscenter } from "./haneul-cscenter";
import { haneulEvents } from "./haneul-events";
import { haneulPages } from "./haneul-pages";
import { haneulProducts } from "./haneul-products";
import { mergeTranslations } from "./merge";
import type { DemoTranslations } from "./types";

/**
 * Haneul Plastic Surgery's translations (issue 29), one file per part of the site. Left in Korean on purpose, so the site shows
 * its fallback: event bodies; notice titles and FAQ in Chinese; notice bodies but two in English; FAQ answers in
 * Japanese; product pages but three in English and Japanese.
 */
export const haneulTranslations: DemoTranslations = mergeTranslations(
  haneulProducts,
  haneulPages,
  haneulEvents,
  haneulCscenter,
);
