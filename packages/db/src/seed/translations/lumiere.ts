import type { DemoTranslations } from "./types";

/** Lumière Dermatology's translations (issue 29): a first set; names first, bodies where written. */
export const lumiereTranslations: DemoTranslations = {
  categories: {
    리프팅: {
      en: { name: "Lifting" },
      ja: { name: "リフティング" },
      "zh-CN": { name: "提升" },
      "zh-TW": { name: "拉提" },
    },
  },
  products: {
    "울쎄라 리프팅": {
      en: {
        name: "Ulthera Lifting",
        summary:
          "High-intensity focused ultrasound reaches the SMAS layer to lift a sagging jawline and cheeks.",
      },
      ja: {
        name: "ウルセラ・リフティング",
        summary: "SMAS筋膜層まで届く高密度焦点式超音波で、たるんだフェイスラインと頬を引き上げます。",
      },
      "zh-CN": {
        name: "超声刀提升（Ulthera）",
        summary: "高强度聚焦超声直达SMAS筋膜层，提升松弛的下颌线与面颊。",
      },
      "zh-TW": {
        name: "音波拉提（Ulthera）",
        summary: "高強度聚焦超音波直達SMAS筋膜層，拉提鬆弛的下顎線與臉頰。",
      },
    },
  },
};
