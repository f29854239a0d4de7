import type { DemoTranslations } from "./types";

/** Haneul Plastic Surgery's translations (issue 29): a first set; names first, bodies where written. */
export const haneulTranslations: DemoTranslations = {
  categories: {
    눈성형: {
      en: { name: "Eye surgery" },
      ja: { name: "目の整形" },
      "zh-CN": { name: "眼部整形" },
      "zh-TW": { name: "眼部整形" },
    },
  },
  products: {
    "자연유착 쌍꺼풀": {
      en: {
        name: "Non-incisional double eyelid",
        summary: "A fold made with fine sutures instead of an incision: quick recovery and a natural line.",
      },
      ja: {
        name: "埋没法二重",
        summary: "切開せず糸で二重のラインを作るため、回復が早く自然な仕上がりです。",
      },
      "zh-CN": { name: "埋线双眼皮", summary: "无需切开，以缝线打造双眼皮线条，恢复快且自然。" },
      "zh-TW": { name: "縫雙眼皮", summary: "無需切開，以縫線打造雙眼皮線條，恢復快且自然。" },
    },
  },
};
