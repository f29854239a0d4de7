import type { DemoTranslations } from "./types";

/** Lumière's events by title and summary in every language (the bodies stay Korean). */
export const lumiereEvents: DemoTranslations = {
  events: {
    "가을 리프팅 페스타": {
      en: {
        title: "Autumn Lifting Festa",
        summary:
          "As the seasons change and skin loses firmness, enjoy Lumière's signature lifting treatments at special prices.",
      },
      ja: {
        title: "秋のリフティングフェスタ",
        summary:
          "ハリが失われやすい季節の変わり目に、ルミエールの代表的なリフトアップ治療を特別価格でどうぞ。",
      },
      "zh-CN": { title: "秋季提升节", summary: "换季时节肌肤易松弛，以特惠价格体验Lumière招牌提升项目。" },
      "zh-TW": { title: "秋季拉提節", summary: "換季時節肌膚容易鬆弛，以優惠價格體驗Lumière招牌拉提療程。" },
    },
    "첫 방문 웰컴 이벤트": {
      en: {
        title: "First Visit Welcome Offer",
        summary:
          "New to Lumière? Try our signature treatments at a one-time introductory price (one per person).",
      },
      ja: {
        title: "初めての方限定ウェルカムキャンペーン",
        summary: "ルミエールに初めてご来院の方へ、代表的な施術をお一人様1回限りの体験価格でご案内します。",
      },
      "zh-CN": {
        title: "首次到访欢迎活动",
        summary: "首次来到Lumière的顾客，可以每人限一次的体验价格尝试招牌项目。",
      },
      "zh-TW": {
        title: "首次到訪歡迎活動",
        summary: "首次來到Lumière的顧客，可以每人限一次的體驗價格嘗試招牌療程。",
      },
    },
    "기미 · 잡티 클리어 시즌": {
      en: {
        title: "Melasma & Spot Clear Season",
        summary:
          "Melasma and dark spots deepened by the summer sun: start intensive treatment before winter.",
      },
      ja: {
        title: "肝斑・シミ クリアシーズン",
        summary: "紫外線で濃くなった肝斑とシミ、冬が来る前に集中治療を始めましょう。",
      },
      "zh-CN": { title: "黄褐斑·色斑净透季", summary: "因紫外线加深的黄褐斑与色斑，趁入冬前开始集中治疗。" },
      "zh-TW": { title: "肝斑・斑點淨透季", summary: "因紫外線加深的肝斑與斑點，趁入冬前開始集中治療。" },
    },
    "스킨부스터 수분 충전 이벤트": {
      en: {
        title: "Skin Booster Hydration Event",
        summary: "In the dry season, restore a dewy glow with skin boosters that hydrate from within.",
      },
      ja: {
        title: "スキンブースター うるおいチャージキャンペーン",
        summary: "乾燥する季節に、肌の内側から満たすスキンブースターでしっとりとしたツヤを取り戻しましょう。",
      },
      "zh-CN": { title: "皮肤营养针补水活动", summary: "干燥季节，以由内补水的皮肤营养针找回水润光泽。" },
      "zh-TW": { title: "水光營養針補水活動", summary: "乾燥季節，以由內補水的水光營養針找回水潤光澤。" },
    },
    "365 데일리 보톡스": {
      en: {
        title: "365 Daily Botox",
        summary: "Our always-on offer: genuine Botox at Lumière at an easy price, any day of the year.",
      },
      ja: {
        title: "365デイリーボトックス",
        summary: "いつでも気軽な価格で受けられる、ルミエールの正規品ボトックス常設キャンペーンです。",
      },
      "zh-CN": { title: "365日常肉毒素", summary: "Lumière正品肉毒素常设优惠，随时以实惠价格接受注射。" },
      "zh-TW": { title: "365日常肉毒", summary: "Lumière正品肉毒常設優惠，隨時以實惠價格施打。" },
    },
    "여드름 졸업 프로젝트": {
      en: {
        title: "Goodbye Acne Project",
        summary:
          "Say goodbye to recurring acne and scars with step-by-step, tailored treatment. Starts next week.",
      },
      ja: {
        title: "ニキビ卒業プロジェクト",
        summary: "繰り返すニキビと跡に、段階別のオーダーメイド治療で卒業の準備を。来週スタートです。",
      },
      "zh-CN": { title: "告别痘痘计划", summary: "反复的痘痘与痘疤，以分阶段定制治疗准备告别。下周开始。" },
      "zh-TW": { title: "告別痘痘計畫", summary: "反覆的痘痘與痘疤，以分階段客製治療準備告別。下週開始。" },
    },
    "VIP 시크릿 초대전": {
      en: {
        title: "VIP Secret Invitation",
        summary: "A private invitation-only event, shared with VIP members through a personal link.",
      },
      ja: {
        title: "VIPシークレット招待会",
        summary: "VIP会員の方にのみ専用リンクでご案内する非公開の招待イベントです。",
      },
      "zh-CN": { title: "VIP私享邀请会", summary: "仅通过专属链接向VIP会员发出的非公开邀请活动。" },
      "zh-TW": { title: "VIP私享邀請會", summary: "僅透過專屬連結向VIP會員發出的非公開邀請活動。" },
    },
    "연말 진료 일정 안내": {
      en: { title: "Year-End Clinic Hours", summary: "Our clinic hours over the year-end holidays." },
      ja: { title: "年末の診療日程のお知らせ", summary: "年末年始の連休期間中の診療日程をご案内します。" },
      "zh-CN": { title: "年末门诊时间通知", summary: "为您说明年末假期期间的门诊安排。" },
      "zh-TW": { title: "年末門診時間公告", summary: "為您說明年末假期期間的門診安排。" },
    },
    "여름 바디 보톡스 이벤트": {
      en: { title: "Summer Body Botox Event", summary: "Summer body Botox to get sleeveless-ready (ended)" },
      ja: {
        title: "夏のボディボトックスキャンペーン",
        summary: "ノースリーブの季節に向けた夏のボディボトックスキャンペーン（終了）",
      },
      "zh-CN": { title: "夏季身体肉毒素活动", summary: "迎接无袖季节的夏季身体肉毒素活动（已结束）" },
      "zh-TW": { title: "夏季身體肉毒活動", summary: "迎接無袖季節的夏季身體肉毒活動（已結束）" },
    },
  },
};
