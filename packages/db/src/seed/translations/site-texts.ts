import type { TranslationLanguage } from "@clinic/shared";

// The demo clinics' frame in other languages (issue 29, decision 0045): menus, buttons, floating menu, footer links
// and texts, keyed as the console saves them (`menu:{Korean}`, or the setting's name). English in full, Japanese
// menus and buttons; Chinese left to the Korean, marked, to show the fallback.

type SiteTexts = Partial<Record<TranslationLanguage, Record<string, string>>>;

const menus = (texts: Record<string, string>) =>
  Object.fromEntries(Object.entries(texts).map(([korean, text]) => [`menu:${korean}`, text]));

const LUMIERE: SiteTexts = {
  en: {
    ...menus({
      병원소개: "About",
      "루미에르 소개": "About Lumière",
      "의료진 소개": "Our doctors",
      "진료 일정": "Doctors' schedule",
      둘러보기: "Our clinic",
      시술안내: "Treatments",
      "전체 시술": "All treatments",
      "추천 시술": "Recommended",
      "이벤트 시술": "On promotion",
      "리프팅 이야기": "About lifting",
      이벤트: "Events",
      "진행 중인 이벤트": "Current events",
      기획전: "Collections",
      "시술 칼럼": "Columns",
      "언론 보도": "In the press",
      고객센터: "Help",
      공지사항: "Notices",
      "자주 묻는 질문": "FAQ",
      "1:1 문의": "Contact us",
      "고객 게시판": "Patient board",
    }),
    "button:방문 예약": "Book a visit",
    "button:이벤트 보기": "See events",
    "floating:온라인 예약": "Book online",
    "floating:오시는 길": "Directions",
    "link:비급여 진료비용 안내": "Non-covered fees",
    "link:오시는 길": "Directions",
    "link:공지사항": "Notices",
    footerDescription:
      "At Lumière Dermatology a board-certified dermatologist looks after you from the first visit to the last, with care made to bring back your skin's own glow.",
    floatingButtonText: "Find the earliest time you can book",
  },
  ja: {
    ...menus({
      병원소개: "クリニック紹介",
      "루미에르 소개": "ルミエールについて",
      "의료진 소개": "医師紹介",
      "진료 일정": "診療スケジュール",
      둘러보기: "院内紹介",
      시술안내: "施術案内",
      "전체 시술": "すべての施術",
      "추천 시술": "おすすめ施術",
      "이벤트 시술": "キャンペーン施術",
      "리프팅 이야기": "リフティングのお話",
      이벤트: "イベント",
      "진행 중인 이벤트": "開催中のイベント",
      기획전: "特集",
      "시술 칼럼": "施術コラム",
      "언론 보도": "メディア掲載",
      고객센터: "カスタマーセンター",
      공지사항: "お知らせ",
      "자주 묻는 질문": "よくある質問",
      "1:1 문의": "お問い合わせ",
      "고객 게시판": "お客様掲示板",
    }),
    "button:방문 예약": "来院予約",
    "button:이벤트 보기": "イベントを見る",
  },
};

const HANEUL: SiteTexts = {
  en: {
    ...menus({
      "하늘 소개": "About",
      "병원 소개": "About Haneul",
      의료진: "Our surgeons",
      "진료 일정": "Doctors' schedule",
      둘러보기: "Our clinic",
      "수술 · 시술": "Surgery · procedures",
      "전체 보기": "All procedures",
      "추천 수술": "Recommended",
      "이벤트 시술": "On promotion",
      "하늘 아이 디자인": "Haneul eye design",
      이벤트: "Events",
      "진행 중인 이벤트": "Current events",
      기획전: "Collections",
      "수술 칼럼": "Columns",
      "언론 보도": "In the press",
      "온라인 상담": "Online consultation",
      "상담 게시판": "Consultation board",
      "상담 글쓰기": "Ask a question",
      고객센터: "Help",
      공지사항: "Notices",
      "자주 묻는 질문": "FAQ",
      문의하기: "Contact us",
    }),
    "button:상담 예약": "Book a consultation",
    "floating:상담 예약": "Book a consultation",
    "floating:이벤트": "Events",
    "floating:오시는 길": "Directions",
    "link:비급여 진료비용 안내": "Non-covered fees",
    "link:하늘 메디컬 그룹": "Haneul Medical Group",
    footerConsultationText:
      "Consultations: +82 1588-7575 · one-to-one chat on our KakaoTalk channel, Haneul Plastic Surgery.",
    footerDescription:
      "Haneul Plastic Surgery is the Gangnam flagship of Haneul Medical Group, with board-certified plastic surgeons working together and a safe surgical system.",
    floatingButtonText: "When is the earliest consultation?",
  },
  ja: {
    ...menus({
      "하늘 소개": "ハヌルについて",
      "병원 소개": "クリニック紹介",
      의료진: "医師紹介",
      "진료 일정": "診療スケジュール",
      둘러보기: "院内紹介",
      "수술 · 시술": "手術・施術",
      "전체 보기": "すべて見る",
      "추천 수술": "おすすめ手術",
      "이벤트 시술": "キャンペーン施術",
      "하늘 아이 디자인": "ハヌル アイデザイン",
      이벤트: "イベント",
      "진행 중인 이벤트": "開催中のイベント",
      기획전: "特集",
      "수술 칼럼": "手術コラム",
      "언론 보도": "メディア掲載",
      "온라인 상담": "オンライン相談",
      "상담 게시판": "相談掲示板",
      "상담 글쓰기": "相談を書く",
      고객센터: "カスタマーセンター",
      공지사항: "お知らせ",
      "자주 묻는 질문": "よくある質問",
      문의하기: "お問い合わせ",
    }),
    "button:상담 예약": "相談予約",
  },
};

/** The frame's translations of each demo clinic, by clinic code. */
export const DEMO_SITE_TEXTS: Record<string, SiteTexts> = { lumiere: LUMIERE, haneul: HANEUL };
