import { lumiereEvents } from "./lumiere-events";
import { lumiereProducts } from "./lumiere-products";
import { mergeTranslations } from "./merge";
import type { DemoTranslations } from "./types";

/**
 * Lumière Dermatology's translations (issue 29), one file per part of the site. Gaps are deliberate, so the site
 * shows its Korean fallback: event bodies, notice bodies but the newest, FAQ answers in Japanese, all of the
 * customer centre in Chinese, and product pages but three.
 */
export const lumiereTranslations: DemoTranslations = mergeTranslations(lumiereProducts, lumiereEvents);
