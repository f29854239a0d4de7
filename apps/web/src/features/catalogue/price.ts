import type { Language } from "@clinic/shared";
import { formatDuration as durationInLanguage, formatPercent, formatPrice } from "@/ui/format/intl";

/** Price display rules of the catalogue (spec 3 homepageConfig.hasPriceView / isIncludeVat). Pure. */

/** What the storefront shows when the clinic hides prices. */
export const PRICE_CONSULT_TEXT = "가격 상담";
export const VAT_TEXT = { included: "VAT 포함", excluded: "VAT 별도" } as const;

/** 12000 → ko "12,000원", en "₩12,000" (ui/format/intl). */
export const formatWon = (amount: number, language: Language = "ko") => formatPrice(amount, language);

/** The two homepageConfig switches every price display depends on. */
export interface PriceSettings {
  hasPriceView: boolean;
  isIncludeVat: boolean;
}

/** A price with its optional original (struck through) and discount; null fields mean "not shown". */
export interface PriceLike {
  price: number | null;
  originalPrice: number | null;
  discountRate: number | null;
}

/** The page's language and its words for a hidden price and the VAT note (the catalogue's `price` texts). */
export interface PriceWords {
  language: Language;
  consult: string;
  vatIncluded: string;
  vatExcluded: string;
}

const KOREAN_PRICE_WORDS: PriceWords = {
  language: "ko",
  consult: PRICE_CONSULT_TEXT,
  vatIncluded: VAT_TEXT.included,
  vatExcluded: VAT_TEXT.excluded,
};

export type PriceDisplay =
  | { kind: "consult"; text: string }
  | {
      kind: "price";
      text: string;
      /** The original price, only when it is higher than the price. */
      original: string | null;
      /** "30%", only when there is a positive discount. */
      discount: string | null;
      vat: string;
    };

/** The discount rate to show: the API's whole percent, else derived from the two prices; null when none. */
export function discountPercent({ price, originalPrice, discountRate }: PriceLike): number | null {
  if (price === null || originalPrice === null || originalPrice <= price) return null;
  if (discountRate !== null && discountRate > 0) return discountRate;
  return Math.round(((originalPrice - price) / originalPrice) * 100) || null;
}

/**
 * How one price appears: '가격 상담' when the clinic hides prices or the product has none; otherwise the price in
 * won, the original price struck through and the percentage off when discounted, and the VAT note.
 */
export function priceDisplay(
  value: PriceLike,
  settings: PriceSettings,
  words: PriceWords = KOREAN_PRICE_WORDS,
): PriceDisplay {
  const { language } = words;
  if (!settings.hasPriceView || value.price === null) return { kind: "consult", text: words.consult };
  const percent = discountPercent(value);
  return {
    kind: "price",
    text: formatWon(value.price, language),
    original:
      percent !== null && value.originalPrice !== null ? formatWon(value.originalPrice, language) : null,
    discount: percent !== null ? formatPercent(percent, language) : null,
    vat: settings.isIncludeVat ? words.vatIncluded : words.vatExcluded,
  };
}

/** Lowest and highest option price, for the JSON-LD AggregateOffer; null without priced options. */
export function priceRange(options: readonly { price: number }[]): { low: number; high: number } | null {
  if (options.length === 0) return null;
  const prices = options.map((option) => option.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** 45 → "45분", 120 → "2시간", 150 → "2시간 30분" (en "2 hr 30 min"); null for no duration. */
export function formatDuration(minutes: number | null, language: Language = "ko"): string | null {
  return durationInLanguage(minutes, language);
}
