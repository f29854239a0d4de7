import { haneulCategoriesA } from "../catalogue/haneul-products-a";
import { haneulProducts } from "./haneul-products";
import {
  type CategoryPageText,
  type PageLanguage,
  type ProductPageText,
  productPageHtml,
} from "./product-page";
import type { DemoTranslations } from "./types";

/** The three recommended procedures' pages (two eye, one nose) in English and Japanese; the rest stays Korean. */
const CATEGORY: Record<string, Record<PageLanguage, CategoryPageText>> = {
  눈성형: {
    en: {
      anesthesia: "IV sedation with local anesthesia",
      downtime: "Swelling for 1–2 weeks; stitches removed after 5–7 days",
      cautions: [
        "Apply cold compresses for the first 2–3 days after surgery, then warm compresses.",
        "You can wear contact lenses 2 weeks after surgery, and eye makeup from 1 week after the stitches are removed.",
        "Please avoid alcohol and smoking for 2 weeks.",
        "It takes about 2–3 months for the swelling to settle completely.",
      ],
    },
    ja: {
      anesthesia: "静脈麻酔＋局所麻酔",
      downtime: "腫れ1〜2週間、抜糸は5〜7日後",
      cautions: [
        "術後2〜3日間は冷やし、その後は温めてください。",
        "コンタクトレンズは術後2週間後から、アイメイクは抜糸の1週間後から可能です。",
        "2週間は飲酒と喫煙をお控えください。",
        "腫れが完全に引くまで2〜3か月ほどかかります。",
      ],
    },
  },
  코성형: {
    en: {
      anesthesia: "IV sedation or general anesthesia",
      downtime: "Splint for 1 week; swelling for 2–4 weeks",
      cautions: [
        "Keep the splint on for one week after surgery and do not blow your nose hard.",
        "You can wear glasses again after 4 weeks.",
        "Avoid saunas and strenuous exercise for one month.",
      ],
    },
    ja: {
      anesthesia: "静脈麻酔または全身麻酔",
      downtime: "ギプス固定1週間、腫れ2〜4週間",
      cautions: [
        "術後1週間はギプスを外さず、鼻を強くかまないでください。",
        "眼鏡の着用は4週間後から可能です。",
        "1か月間はサウナと激しい運動をお控えください。",
      ],
    },
  },
};

const PAGES: Record<string, { category: string } & Record<PageLanguage, ProductPageText>> = {
  "자연유착 쌍꺼풀": {
    category: "눈성형",
    en: {
      recommend: [
        "Those with thin eyelids and little fat",
        "Office workers and students who need a quick recovery",
      ],
      keep: "Semi-permanent",
      options: ["Both eyes"],
    },
    ja: {
      recommend: ["まぶたが薄く脂肪が少ない方", "早い回復を望む会社員・学生の方"],
      keep: "半永久的",
      options: ["両目"],
    },
  },
  눈매교정: {
    category: "눈성형",
    en: {
      recommend: [
        "Those who are told they look sleepy even with their eyes open",
        "Those who raise their forehead to open their eyes",
      ],
      keep: "Permanent",
      options: ["Non-incisional ptosis correction", "Incisional ptosis correction"],
    },
    ja: {
      recommend: ["目を開けていても眠そうに見えると言われる方", "額に力を入れて目を開けている方"],
      keep: "永続的",
      options: ["切らない眼瞼下垂修正", "切開式眼瞼下垂修正"],
    },
  },
  "콧대 성형": {
    category: "코성형",
    en: {
      recommend: ["Those whose low nasal bridge makes the face look flat"],
      keep: "Permanent",
      options: ["Silicone implant", "Gore-Tex implant"],
    },
    ja: {
      recommend: ["鼻筋が低く、顔が平面的に見える方"],
      keep: "永続的",
      options: ["シリコンプロテーゼ", "ゴアテックスプロテーゼ"],
    },
  },
};

const LANGUAGES: PageLanguage[] = ["en", "ja"];

export const haneulPages: DemoTranslations = {
  products: Object.fromEntries(
    Object.entries(PAGES).map(([name, page]) => [
      name,
      Object.fromEntries(
        LANGUAGES.map((language) => {
          const shared = CATEGORY[page.category]?.[language];
          if (!shared) throw new Error(`product page: no ${language} texts for category ${page.category}`);
          const html = productPageHtml(
            language,
            haneulCategoriesA,
            haneulProducts,
            name,
            shared,
            page[language],
          );
          return [language, { contentHtml: html }];
        }),
      ),
    ]),
  ),
};
