import { sanitizeRichText } from "@clinic/shared/rich-text";
import { esc } from "../catalogue/html";
import type { DemoCategory } from "../content-types";
import type { DemoTranslations } from "./types";

/** The languages product pages are written in; the others show the Korean page. */
export type PageLanguage = "en" | "ja";

/** What a category's products share on their pages (catalogue/html.ts productHtml), in one language. */
export interface CategoryPageText {
  anesthesia: string;
  downtime: string;
  cautions: string[];
}

/** One product's own page texts in one language; options in the catalogue's order (prices come from it). */
export interface ProductPageText {
  recommend: string[];
  keep: string;
  options: string[];
}

const LABELS = {
  en: {
    intro: "About the procedure",
    tailored:
      " Every procedure is planned around your own skin and body after a consultation with a specialist.",
    recommend: "Recommended for",
    info: "Procedure details",
    time: "Procedure time",
    anesthesia: "Anesthesia",
    downtime: "Recovery",
    keep: "Results last",
    options: "Options and prices",
    cautions: "Precautions",
    minutes: (minutes: number) => `About ${minutes} min`,
    option: (name: string, won: number) => `${name}: KRW ${won.toLocaleString("en-US")}`,
  },
  ja: {
    intro: "施術のご紹介",
    tailored: "すべての施術は専門医の診察後、お一人おひとりの肌・体型の状態に合わせて行います。",
    recommend: "こんな方におすすめ",
    info: "施術情報",
    time: "施術時間",
    anesthesia: "麻酔",
    downtime: "ダウンタイム",
    keep: "効果の持続期間",
    options: "メニュー・料金",
    cautions: "注意事項",
    minutes: (minutes: number) => `約${minutes}分`,
    option: (name: string, won: number) => `${name} ${won.toLocaleString("ja-JP")}ウォン`,
  },
} as const;

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join("")}</ul>`;
const row = (label: string, value: string) =>
  `<tr><th scope="row">${esc(label)}</th><td>${esc(value)}</td></tr>`;

/**
 * A product's page body in another language, built like the Korean one (same headings, lists and table, so the
 * page looks the same) and sanitised the same way. Name, summary and category description come from the clinic's
 * translated names; times and prices from the catalogue, so a price change reaches every language. A list that
 * no longer matches the catalogue's length is an error: the files must move together.
 */
export function productPageHtml(
  language: PageLanguage,
  catalogue: DemoCategory[],
  names: DemoTranslations,
  productName: string,
  shared: CategoryPageText,
  own: ProductPageText,
): string {
  const category = catalogue.find((each) => each.products.some((product) => product.name === productName));
  const product = category?.products.find((each) => each.name === productName);
  if (!category || !product) throw new Error(`product page: no product named ${productName}`);
  const texts = names.products?.[productName]?.[language];
  const description = names.categories?.[category.name]?.[language]?.description;
  if (!texts?.name || !texts.summary || !description)
    throw new Error(`product page: ${productName} has no ${language} name, summary or category description`);
  const same = (what: string, ours: unknown[], theirs: unknown[]) => {
    if (ours.length !== theirs.length)
      throw new Error(
        `product page: ${productName} ${language} ${what} has ${ours.length} items, not ${theirs.length}`,
      );
  };
  same("recommend", own.recommend, product.recommend);
  same("options", own.options, product.options);
  same("cautions", shared.cautions, category.cautions);

  const label = LABELS[language];
  const [first] = product.options;
  const options = product.options
    .map(([, price], i) => label.option(own.options[i] ?? "", price))
    .join(" / ");
  return sanitizeRichText(
    [
      `<h3>${label.intro}</h3>`,
      `<p><strong>${esc(texts.name)}</strong> — ${esc(texts.summary)}</p>`,
      `<p>${esc(description)}${label.tailored}</p>`,
      `<h3>${label.recommend}</h3>`,
      list(own.recommend),
      `<h3>${label.info}</h3>`,
      "<table><tbody>",
      row(label.time, label.minutes(first?.[3] ?? 30)),
      row(label.anesthesia, shared.anesthesia),
      row(label.downtime, shared.downtime),
      row(label.keep, own.keep),
      row(label.options, options),
      "</tbody></table>",
      `<h3>${label.cautions}</h3>`,
      list(shared.cautions),
    ].join(""),
  );
}
