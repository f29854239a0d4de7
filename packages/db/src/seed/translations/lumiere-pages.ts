import { lumiereCategoriesA } from "../catalogue/lumiere-products-a";
import { lumiereProducts } from "./lumiere-products";
import {
  type CategoryPageText,
  type PageLanguage,
  type ProductPageText,
  productPageHtml,
} from "./product-page";
import type { DemoTranslations } from "./types";

/** The three recommended lifting treatments' pages in English and Japanese; every other page stays Korean. */
const LIFTING: Record<PageLanguage, CategoryPageText> = {
  en: {
    anesthesia: "Numbing cream (sedation if needed)",
    downtime: "Back to daily life straight away (redness for 1–2 days)",
    cautions: [
      "Avoid saunas, jjimjilbang (Korean bathhouses) and heavy drinking for one week after the treatment.",
      "The treated area may feel swollen or tender for a while; this usually passes within a few days.",
      "If you are pregnant or breastfeeding, or have a metal implant in the treatment area, please tell us at your consultation.",
      "Results and how long they last vary with the condition of your skin.",
    ],
  },
  ja: {
    anesthesia: "麻酔クリーム（必要に応じて静脈麻酔）",
    downtime: "施術直後から日常生活が可能（赤み1〜2日）",
    cautions: [
      "施術後1週間はサウナ、チムジルバン（韓国式サウナ）、過度の飲酒をお控えください。",
      "施術部位に一時的な腫れや張り感が出ることがありますが、ほとんどは数日で治まります。",
      "妊娠中・授乳中の方、施術部位に金属製のインプラントがある方はカウンセリング時にお知らせください。",
      "効果と持続期間は肌の状態により個人差があります。",
    ],
  },
};

const PAGES: Record<string, Record<PageLanguage, ProductPageText>> = {
  "울쎄라 리프팅": {
    en: {
      recommend: [
        "Those whose jawline has lost definition or who are bothered by a double chin",
        "Those with sagging cheeks and deepening nasolabial folds",
        "Those who want a lifting effect without surgery",
      ],
      keep: "6 months to 1 year",
      options: ["100 shots", "300 shots", "600 shots"],
    },
    ja: {
      recommend: [
        "フェイスラインが崩れ、二重あごが気になる方",
        "頬のたるみとほうれい線が深くなった方",
        "手術をせずにリフトアップ効果を得たい方",
      ],
      keep: "6か月〜1年",
      options: ["100ショット", "300ショット", "600ショット"],
    },
  },
  "슈링크 유니버스 리프팅": {
    en: {
      recommend: [
        "Those looking for lifting at a reasonable price",
        "Those bothered by a double chin or heavy lower cheeks",
        "Those who want to maintain firmness with regular sessions",
      ],
      keep: "3 to 6 months",
      options: ["300 shots (first visit)", "600 shots", "900 shots"],
    },
    ja: {
      recommend: [
        "手頃な価格のリフトアップをお探しの方",
        "二重あご・頬下のもたつきが気になる方",
        "定期的にハリのケアを続けたい方",
      ],
      keep: "3〜6か月",
      options: ["300ショット（初回）", "600ショット", "900ショット"],
    },
  },
  "써마지 FLX 리프팅": {
    en: {
      recommend: [
        "Those whose skin has thinned and who notice more fine lines",
        "Those concerned about both pores and skin texture",
        "Those whose eye area has lost firmness",
      ],
      keep: "About 1 year",
      options: ["300 shots", "600 shots", "Eye Thermage, 225 shots"],
    },
    ja: {
      recommend: [
        "肌が薄くなり小じわが増えた方",
        "毛穴と肌のキメがともに気になる方",
        "目元のハリが低下した方",
      ],
      keep: "1年前後",
      options: ["300ショット", "600ショット", "アイ・サーマクール 225ショット"],
    },
  },
};

export const lumierePages: DemoTranslations = {
  products: Object.fromEntries(
    Object.entries(PAGES).map(([name, byLanguage]) => [
      name,
      Object.fromEntries(
        (Object.entries(byLanguage) as [PageLanguage, ProductPageText][]).map(([language, own]) => [
          language,
          {
            contentHtml: productPageHtml(
              language,
              lumiereCategoriesA,
              lumiereProducts,
              name,
              LIFTING[language],
              own,
            ),
          },
        ]),
      ),
    ]),
  ),
};
