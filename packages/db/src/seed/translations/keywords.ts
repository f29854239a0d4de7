import type { TranslationLanguage } from "@clinic/shared";

/**
 * The search panel's suggested keywords in each language (issue 29): the words a foreign patient would type, which
 * the translated names and summaries contain, so each suggestion finds something.
 */
export const DEMO_KEYWORDS: Record<string, Partial<Record<TranslationLanguage, string[]>>> = {
  lumiere: {
    en: ["Lifting", "Ulthera", "Botox", "Filler", "Toning", "Acne"],
    ja: ["リフティング", "ウルセラ", "ボトックス", "ヒアルロン酸", "トーニング"],
    "zh-CN": ["提升", "超声刀", "肉毒", "玻尿酸", "祛斑"],
    "zh-TW": ["拉提", "音波拉提", "肉毒", "玻尿酸", "淡斑"],
  },
  haneul: {
    en: ["Double eyelid", "Rhinoplasty", "Facial contouring", "Fat grafting", "Lifting"],
    ja: ["二重", "鼻整形", "輪郭", "脂肪移植", "リフト"],
    "zh-CN": ["双眼皮", "隆鼻", "轮廓", "脂肪移植", "提升"],
    "zh-TW": ["雙眼皮", "隆鼻", "輪廓", "脂肪移植", "拉提"],
  },
};
