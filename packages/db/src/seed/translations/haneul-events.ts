import type { DemoTranslations } from "./types";

/** Haneul's events by title and summary in every language (the bodies stay Korean). */
export const haneulEvents: DemoTranslations = {
  events: {
    "겨울방학 눈성형 특가": {
      en: {
        title: "Winter break eye surgery special",
        summary: "With time to recover over the school break, discover Haneul Eye Design at a special price.",
      },
      ja: {
        title: "冬休み 目の整形特別価格",
        summary: "回復期間にゆとりのある冬休みに、ハヌルのアイデザインを特別価格でどうぞ。",
      },
      "zh-CN": { title: "寒假眼部整形特惠", summary: "趁寒假恢复时间充裕，以特惠价格体验Haneul眼部设计。" },
      "zh-TW": { title: "寒假眼部整形特惠", summary: "趁寒假恢復時間充裕，以優惠價格體驗Haneul眼部設計。" },
    },
    "코성형 상담 주간": {
      en: {
        title: "Rhinoplasty consultation week",
        summary:
          "A limited-time offer with a one-on-one 3D simulation consultation with our rhinoplasty specialist.",
      },
      ja: {
        title: "鼻整形カウンセリングウィーク",
        summary: "鼻整形専門医による1対1の3Dシミュレーションカウンセリング付きの期間限定特典です。",
      },
      "zh-CN": { title: "鼻部整形咨询周", summary: "鼻整形专科医生一对一3D模拟咨询，限时专属优惠。" },
      "zh-TW": { title: "鼻部整形諮詢週", summary: "鼻整形專科醫師一對一3D模擬諮詢，限時專屬優惠。" },
    },
    "V라인 윤곽 페스티벌": {
      en: {
        title: "V-line contouring festival",
        summary:
          "Facial contouring changes the proportions of the whole face: start with a detailed CT assessment.",
      },
      ja: {
        title: "Vライン輪郭フェスティバル",
        summary: "顔全体のバランスを変える輪郭形成、精密なCT診断から始めましょう。",
      },
      "zh-CN": { title: "V脸轮廓节", summary: "改变整体面部比例的轮廓手术，从精密CT诊断开始。" },
      "zh-TW": { title: "V臉輪廓節", summary: "改變整體臉部比例的輪廓手術，從精密CT診斷開始。" },
    },
    "바디 라인 리셋": {
      en: {
        title: "Body line reset",
        summary: "Stubborn fat that exercise will not shift: get ready before summer arrives.",
      },
      ja: {
        title: "ボディラインリセット",
        summary: "運動では落ちない部分的な脂肪、夏が来る前に準備しましょう。",
      },
      "zh-CN": { title: "身材线条重塑", summary: "运动也减不掉的局部脂肪，趁夏天来临前做好准备。" },
      "zh-TW": { title: "體態線條重塑", summary: "運動也消不掉的局部脂肪，趁夏天來臨前做好準備。" },
    },
    "상시 쁘띠 데이": {
      en: {
        title: "Everyday petit day",
        summary:
          "Quick non-surgical “petit” procedures, possible even in your lunch break, always at fair prices.",
      },
      ja: {
        title: "いつでもプチ整形デー",
        summary: "お昼休みにも受けられるプチ整形を、いつでもお手頃な価格でご案内します。",
      },
      "zh-CN": { title: "日常微整形日", summary: "午休时间也能完成的微整形项目，随时以合理价格提供。" },
      "zh-TW": { title: "日常微整形日", summary: "午休時間也能完成的微整形療程，隨時以合理價格提供。" },
    },
    "봄맞이 안티에이징 클래스": {
      en: {
        title: "Spring anti-aging class",
        summary:
          "A consultation class on how lift surgery works and what recovery looks like. Starts next week.",
      },
      ja: {
        title: "春のアンチエイジングクラス",
        summary: "リフト手術の仕組みと回復の過程を学べるカウンセリングクラス、来週スタートです。",
      },
      "zh-CN": { title: "春季抗衰老讲座", summary: "了解拉皮手术原理与恢复过程的咨询讲座，下周开始。" },
      "zh-TW": { title: "春季抗老講座", summary: "了解拉皮手術原理與恢復過程的諮詢講座，下週開始。" },
    },
    "VIP 시크릿 패키지": {
      en: {
        title: "VIP secret package",
        summary: "Private surgical packages shared with VIP patients only, through a personal link.",
      },
      ja: {
        title: "VIPシークレットパッケージ",
        summary: "VIPのお客様にのみ専用リンクでご案内する非公開の手術パッケージです。",
      },
      "zh-CN": { title: "VIP私享套餐", summary: "仅通过专属链接向VIP顾客提供的非公开手术套餐。" },
      "zh-TW": { title: "VIP專屬方案", summary: "僅透過專屬連結提供給VIP顧客的非公開手術方案。" },
    },
    "설 연휴 진료 안내": {
      en: {
        title: "Lunar New Year holiday hours",
        summary: "Our clinic hours and emergency contact over the Lunar New Year (Seollal) holidays.",
      },
      ja: {
        title: "旧正月連休の診療のお知らせ",
        summary: "旧正月（ソルラル）連休期間の診療日程と緊急連絡先をご案内します。",
      },
      "zh-CN": { title: "春节假期门诊通知", summary: "为您说明春节假期期间的门诊安排与紧急联系方式。" },
      "zh-TW": { title: "春節連假門診公告", summary: "為您說明農曆春節連假期間的門診安排與緊急聯絡方式。" },
    },
    "가을 리프팅 얼리버드": {
      en: { title: "Autumn lifting early bird", summary: "Autumn lifting early-bird offer (ended)" },
      ja: { title: "秋のリフティング早割", summary: "秋のリフティング早割キャンペーン（終了）" },
      "zh-CN": { title: "秋季提升早鸟优惠", summary: "秋季提升早鸟优惠活动（已结束）" },
      "zh-TW": { title: "秋季拉提早鳥優惠", summary: "秋季拉提早鳥優惠活動（已結束）" },
    },
  },
};
