import { formMessages, REVIEW_LIMITS, type ReviewLanguage, reviewMessages } from "@clinic/shared";

/**
 * The languages the review page speaks: those a review link can carry (?lang=ko|en|ja|zh, zh the Simplified one)
 * and Traditional Chinese, which a /zh-TW/ page reads in (issue 29) though no link names it.
 */
export type ReviewPageLanguage = ReviewLanguage | "zh-TW";
export const reviewPageLanguages = ["ko", "en", "ja", "zh", "zh-TW"] as const satisfies ReviewPageLanguage[];

/** Everything the review page says, in each language it speaks. */
export interface ReviewTexts {
  title: string;
  lead: (clinic: string) => string;
  visitedAt: string;
  treatments: string;
  consultation: string;
  author: string;
  requiredNote: string;
  rating: string;
  star: (n: number) => string;
  content: string;
  placeholder: string;
  counterUnit: string;
  submit: string;
  sending: string;
  thanksTitle: string;
  thanksBody: string;
  submittedBody: string;
  expiredTitle: string;
  expiredBody: (clinic: string) => string;
  home: string;
  errors: {
    ratingRequired: string;
    ratingRange: string;
    contentEmpty: string;
    contentShort: string;
    contentLong: string;
    controlCharacters: string;
    failed: string;
  };
}

const { contentMin, contentMax } = REVIEW_LIMITS;

const ko: ReviewTexts = {
  title: "후기 작성",
  lead: (clinic) => `${clinic} 방문은 어떠셨나요? 솔직한 후기를 남겨 주세요.`,
  visitedAt: "방문 일시",
  treatments: "받으신 시술",
  consultation: "방문 상담",
  author: "작성자",
  requiredNote: "표시는 필수 입력 항목입니다.",
  rating: "별점",
  star: (n) => `${n}점`,
  content: "후기 내용",
  placeholder: `상담, 시술, 결과 등 경험을 자유롭게 적어 주세요. (${contentMin}자 이상)`,
  counterUnit: "자",
  submit: "후기 등록",
  sending: "등록 중…",
  thanksTitle: "소중한 후기 감사합니다",
  thanksBody: "남겨 주신 후기는 홈페이지의 고객 후기에 소개됩니다.",
  submittedBody: "이 방문의 후기는 이미 등록되었습니다.",
  expiredTitle: "후기 작성 기간이 지났습니다",
  expiredBody: (clinic) => `이 후기 링크는 만료되었습니다. 궁금한 점은 ${clinic}에 문의해 주세요.`,
  home: "홈으로",
  // The API's own words, so the form and a 400 from the API never disagree.
  errors: {
    ratingRequired: reviewMessages.ratingRequired,
    ratingRange: reviewMessages.ratingRange,
    contentEmpty: formMessages.empty,
    contentShort: formMessages.tooShort(contentMin),
    contentLong: formMessages.tooLong(contentMax),
    controlCharacters: formMessages.controlCharacters,
    failed: "후기를 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  },
};

const en: ReviewTexts = {
  title: "Write a review",
  lead: (clinic) => `How was your visit to ${clinic}? Please share your honest review.`,
  visitedAt: "Visit",
  treatments: "Treatments",
  consultation: "Consultation visit",
  author: "Name",
  requiredNote: "marks a required field.",
  rating: "Rating",
  star: (n) => (n === 1 ? "1 star" : `${n} stars`),
  content: "Your review",
  placeholder: `Tell us about the consultation, the treatment and the results (at least ${contentMin} characters).`,
  counterUnit: "characters",
  submit: "Submit review",
  sending: "Submitting…",
  thanksTitle: "Thank you for your review",
  thanksBody: "Your review will appear among the patient reviews on our homepage.",
  submittedBody: "A review for this visit has already been submitted.",
  expiredTitle: "This review link has expired",
  expiredBody: (clinic) =>
    `The time to review this visit has passed. Please contact ${clinic} with any questions.`,
  home: "Go to homepage",
  errors: {
    ratingRequired: "Please choose a rating.",
    ratingRange: "Ratings go from 1 to 5 stars.",
    contentEmpty: "Please write your review.",
    contentShort: `Please write at least ${contentMin} characters.`,
    contentLong: `Please keep it to ${contentMax.toLocaleString("en-US")} characters.`,
    controlCharacters: "Your review contains characters that cannot be saved.",
    failed: "Your review could not be submitted. Please try again shortly.",
  },
};

const ja: ReviewTexts = {
  title: "レビューを書く",
  lead: (clinic) => `${clinic}のご来院はいかがでしたか？率直なご感想をお聞かせください。`,
  visitedAt: "ご来院日時",
  treatments: "受けた施術",
  consultation: "来院カウンセリング",
  author: "お名前",
  requiredNote: "は必須項目です。",
  rating: "評価",
  star: (n) => `${n}つ星`,
  content: "レビュー内容",
  placeholder: `カウンセリング、施術、結果など自由にご記入ください（${contentMin}文字以上）。`,
  counterUnit: "文字",
  submit: "レビューを投稿",
  sending: "投稿中…",
  thanksTitle: "レビューありがとうございます",
  thanksBody: "いただいたレビューはホームページのお客様の声に掲載されます。",
  submittedBody: "このご来院のレビューはすでに投稿されています。",
  expiredTitle: "レビューの投稿期間が終了しました",
  expiredBody: (clinic) => `このリンクは有効期限切れです。ご不明な点は${clinic}までお問い合わせください。`,
  home: "ホームへ",
  errors: {
    ratingRequired: "評価を選択してください。",
    ratingRange: "評価は1〜5の星で選択してください。",
    contentEmpty: "レビューを入力してください。",
    contentShort: `${contentMin}文字以上入力してください。`,
    contentLong: `${contentMax.toLocaleString("ja-JP")}文字以内で入力してください。`,
    controlCharacters: "入力できない文字が含まれています。",
    failed: "レビューを投稿できませんでした。しばらくしてから再度お試しください。",
  },
};

const zh: ReviewTexts = {
  title: "撰写评价",
  lead: (clinic) => `您在${clinic}的就诊体验如何？欢迎留下真实的评价。`,
  visitedAt: "就诊时间",
  treatments: "接受的项目",
  consultation: "到院咨询",
  author: "姓名",
  requiredNote: "为必填项。",
  rating: "评分",
  star: (n) => `${n}星`,
  content: "评价内容",
  placeholder: `请自由填写咨询、治疗及效果等体验（至少${contentMin}个字）。`,
  counterUnit: "字",
  submit: "提交评价",
  sending: "提交中…",
  thanksTitle: "感谢您的评价",
  thanksBody: "您的评价将展示在官网的客户评价中。",
  submittedBody: "本次就诊的评价已提交。",
  expiredTitle: "评价期限已过",
  expiredBody: (clinic) => `此评价链接已失效。如有疑问，请联系${clinic}。`,
  home: "返回首页",
  errors: {
    ratingRequired: "请选择评分。",
    ratingRange: "评分范围为1至5星。",
    contentEmpty: "请填写评价内容。",
    contentShort: `请至少填写${contentMin}个字。`,
    contentLong: `请在${contentMax.toLocaleString("zh-CN")}字以内填写。`,
    controlCharacters: "内容包含无法保存的字符。",
    failed: "评价提交失败，请稍后再试。",
  },
};

const zhTW: ReviewTexts = {
  title: "撰寫評價",
  lead: (clinic) => `您在${clinic}的就診體驗如何？歡迎留下真實的評價。`,
  visitedAt: "就診時間",
  treatments: "接受的療程",
  consultation: "到院諮詢",
  author: "姓名",
  requiredNote: "為必填項目。",
  rating: "評分",
  star: (n) => `${n}星`,
  content: "評價內容",
  placeholder: `請自由填寫諮詢、療程及效果等體驗（至少${contentMin}個字）。`,
  counterUnit: "字",
  submit: "提交評價",
  sending: "提交中…",
  thanksTitle: "感謝您的評價",
  thanksBody: "您的評價將刊登在官網的顧客評價中。",
  submittedBody: "本次就診的評價已提交。",
  expiredTitle: "評價期限已過",
  expiredBody: (clinic) => `此評價連結已失效。如有疑問，請聯絡${clinic}。`,
  home: "返回首頁",
  errors: {
    ratingRequired: "請選擇評分。",
    ratingRange: "評分範圍為1至5星。",
    contentEmpty: "請填寫評價內容。",
    contentShort: `請至少填寫${contentMin}個字。`,
    contentLong: `請在${contentMax.toLocaleString("zh-TW")}字以內填寫。`,
    controlCharacters: "內容包含無法儲存的字元。",
    failed: "評價提交失敗，請稍後再試。",
  },
};

export const reviewTexts: Record<ReviewPageLanguage, ReviewTexts> = { ko, en, ja, zh, "zh-TW": zhTW };

/** BCP 47 tags for the lang attribute and date formatting. */
export const reviewLocales: Record<ReviewPageLanguage, string> = {
  ko: "ko-KR",
  en: "en-US",
  ja: "ja-JP",
  zh: "zh-CN",
  "zh-TW": "zh-TW",
};
