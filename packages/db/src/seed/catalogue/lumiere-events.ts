import type { DemoBranding, DemoEvent, DemoExhibition } from "../content-types";

/**
 * Lumière's events: six visible ones (ending today, in 3, 20 and 45 days, open-ended, starting next week), a secret
 * VIP event, a notice and an event that ended ten days ago.
 */
export const lumiereEvents: DemoEvent[] = [
  {
    title: "가을 리프팅 페스타",
    summary: "탄력이 떨어지기 쉬운 환절기, 루미에르 대표 리프팅 시술을 특별가로 만나 보세요.",
    art: { kicker: "LIFTING FESTA", headline: "LIFT\nUP", footnote: "UP TO 30% OFF" },
    start: -30,
    end: 0,
    products: ["울쎄라 리프팅", "써마지 FLX 리프팅", "슈링크 유니버스 리프팅", "인모드 리프팅"],
    benefits: [
      "울쎄라 300샷 정가 대비 23% 할인",
      "리프팅 시술 고객 LDM 진정 관리 1회 무료",
      "이벤트 기간 내 재방문 시 5% 추가 할인",
    ],
  },
  {
    title: "첫 방문 웰컴 이벤트",
    summary: "루미에르를 처음 찾아 주신 분께 1인 1회 체험가로 대표 시술을 소개합니다.",
    art: { kicker: "WELCOME", headline: "FIRST\nVISIT", footnote: "ONE TIME OFFER" },
    start: -14,
    end: 3,
    products: ["슈링크 유니버스 리프팅", "레블라이트 레이저 토닝", "이마 · 미간 보톡스", "아쿠아필"],
    benefits: ["첫 방문 고객 1인 1회 체험가 적용", "피부 정밀 진단 무료", "시술 당일 진정 팩 서비스"],
  },
  {
    title: "기미 · 잡티 클리어 시즌",
    summary: "자외선으로 짙어진 기미와 잡티, 겨울이 오기 전에 집중 치료를 시작하세요.",
    art: { kicker: "CLEAR SEASON", headline: "CLEAR\nSKIN", footnote: "PIGMENT CARE" },
    start: -10,
    end: 20,
    products: [
      "피코 레이저 토닝",
      "기미 집중 케어",
      "점 · 잡티 제거",
      "엑셀V 혈관 레이저",
      "엑소좀 재생 관리",
    ],
    benefits: [
      "피코 토닝 10회 패키지 42% 할인",
      "기미 집중 케어 5회 구매 시 미백 앰플 증정",
      "점 · 잡티 제거 후 재생 연고 제공",
    ],
  },
  {
    title: "스킨부스터 수분 충전 이벤트",
    summary: "건조한 계절, 피부 속부터 채우는 스킨부스터로 촉촉한 윤기를 되찾으세요.",
    art: { kicker: "MOISTURE", headline: "GLOW\nBOOST", footnote: "SKIN BOOSTER WEEK" },
    start: -5,
    end: 45,
    products: ["리쥬란 힐러", "쥬베룩 스킨부스터", "물광 주사", "샤넬 주사"],
    benefits: [
      "리쥬란 3회 패키지 25% 할인",
      "스킨부스터 시술 고객 크라이오 진정 관리 무료",
      "친구와 함께 예약 시 1인당 3만 원 할인",
    ],
  },
  {
    title: "365 데일리 보톡스",
    summary: "부담 없는 가격으로 언제든 받는 루미에르 정품 보톡스 상시 이벤트입니다.",
    art: { kicker: "EVERYDAY", headline: "DAILY\nBOTOX", footnote: "ALWAYS ON" },
    start: -120,
    end: null,
    products: ["이마 · 미간 보톡스", "사각턱 보톡스", "스킨 보톡스", "승모근 보톡스", "다한증 보톡스"],
    benefits: [
      "국산 정품 보톡스 상시 특가",
      "2부위 이상 동시 시술 시 10% 할인",
      "시술 2주 후 무료 경과 체크",
    ],
  },
  {
    title: "여드름 졸업 프로젝트",
    summary: "반복되는 여드름과 흉터, 단계별 맞춤 치료로 졸업을 준비하세요. 다음 주부터 시작합니다.",
    art: { kicker: "COMING SOON", headline: "ACNE\nFREE", footnote: "STEP BY STEP CARE" },
    start: 7,
    end: 37,
    products: ["여드름 압출 관리", "아그네스 여드름 치료", "포텐자 모공 치료", "프락셀 흉터 레이저"],
    benefits: [
      "아그네스 첫 시술 20% 할인",
      "압출 관리 5회 패키지 구매 시 1회 추가",
      "학생증 제시 시 5% 추가 할인",
    ],
  },
  {
    title: "VIP 시크릿 초대전",
    summary: "VIP 멤버십 고객에게만 전용 링크로 안내되는 비공개 초대전입니다.",
    art: { kicker: "INVITATION", headline: "VIP\nONLY", footnote: "PRIVATE OFFER" },
    start: -3,
    end: 60,
    products: ["VIP 프리미엄 듀얼 리프팅", "VIP 연간 스킨부스터 멤버십"],
    benefits: ["VIP 전용 특별가", "전담 코디네이터 배정", "시술 당일 프라이빗 룸 이용"],
    kind: "secret",
  },
  {
    title: "연말 진료 일정 안내",
    summary: "연말 연휴 기간 진료 일정을 안내해 드립니다.",
    art: { kicker: "NOTICE", headline: "CLINIC\nHOURS", footnote: "HOLIDAY SCHEDULE" },
    start: -2,
    end: 10,
    products: [],
    benefits: [
      "12월 31일은 오후 4시까지 진료합니다.",
      "1월 1일은 휴진합니다.",
      "예약 변경은 카카오톡 상담으로 문의해 주세요.",
    ],
    kind: "notice",
  },
  {
    title: "여름 바디 보톡스 이벤트",
    summary: "민소매가 편해지는 여름 맞이 바디 보톡스 이벤트 (종료)",
    art: { kicker: "SUMMER", headline: "BODY\nLINE", footnote: "SEASON CLOSED" },
    start: -60,
    end: -10,
    products: ["승모근 보톡스", "다한증 보톡스", "크라이오 진정 관리"],
    benefits: ["승모근 보톡스 100유닛 특가", "다한증 보톡스 양측 20% 할인"],
  },
];

export const lumiereExhibitions: DemoExhibition[] = [
  {
    title: "탄력 루틴 완성 리프팅 기획전",
    summary: "장비별 특징을 비교하고 나에게 맞는 리프팅 조합을 찾아보세요.",
    intro:
      "울쎄라, 써마지부터 실리프팅과 진정 관리까지, 루미에르 의료진이 추천하는 리프팅 라인업을 한곳에 모았습니다.",
    art: { kicker: "EXHIBITION", headline: "LIFTING\nROUTINE", footnote: "FIND YOUR MATCH" },
    start: -20,
    end: 40,
    products: [
      "울쎄라 리프팅",
      "써마지 FLX 리프팅",
      "슈링크 유니버스 리프팅",
      "인모드 리프팅",
      "민트실 리프팅",
      "올리지오 리프팅",
      "LDM 물방울 리프팅 케어",
    ],
  },
  {
    title: "웨딩 D-100 피부 플랜",
    summary: "결혼식 100일 전부터 시작하는 단계별 웨딩 피부 관리 플랜입니다.",
    intro: "톤업, 수분, 결 관리를 일정에 맞춰 나누어 받으면 본식 당일 가장 맑은 피부로 설 수 있습니다.",
    art: { kicker: "WEDDING", headline: "D-100\nPLAN", footnote: "BRIDAL SKIN CARE" },
    start: -7,
    end: null,
    products: ["피코 레이저 토닝", "물광 주사", "리쥬란 힐러", "아쿠아필", "스킨 보톡스"],
  },
  {
    title: "동안 필러 컬렉션",
    summary: "꺼진 곳은 채우고 라인은 살리는 부위별 필러 시술을 모았습니다.",
    intro: "팔자, 입술, 애교살, 코, 턱끝까지 부위별로 필요한 용량과 유지 기간을 비교해 보세요.",
    art: { kicker: "COLLECTION", headline: "YOUTH\nFILLER", footnote: "VOLUME AND LINE" },
    start: null,
    end: null,
    products: ["팔자 필러", "입술 필러", "애교살 필러", "코 필러", "턱끝 필러", "이마 · 미간 보톡스"],
  },
];

export const lumiereBrandings: DemoBranding[] = [
  {
    title: "루미에르 리프팅 이야기",
    subtitle: "나이보다 탄력을 기억하는 얼굴",
    category: "리프팅",
    lead: "리프팅은 장비의 이름보다 얼굴을 읽는 눈이 먼저입니다. 루미에르는 처짐의 원인부터 진단합니다.",
    sections: [
      {
        heading: "처짐의 깊이를 먼저 봅니다",
        text: "피부층의 탄력 저하인지, 근막층의 처짐인지, 지방의 이동인지에 따라 맞는 장비와 에너지 깊이가 다릅니다. 초음파 진단으로 층별 두께를 확인한 뒤 시술을 설계합니다.",
      },
      {
        heading: "한 번보다 꾸준함을",
        text: "강한 한 번의 시술보다 피부가 회복할 시간을 둔 꾸준한 관리가 오래갑니다. 시술 후 1, 3, 6개월에 경과를 함께 확인합니다.",
      },
    ],
    quote: "자연스러운 변화가 가장 오래 남는 변화입니다. — 대표원장 김서윤",
  },
  {
    title: "맑은 피부를 위한 토닝 철학",
    subtitle: "색소는 지우고, 피부 장벽은 지키고",
    category: "레이저 토닝 · 색소",
    lead: "기미 치료는 빨리 지우는 것보다 다시 올라오지 않게 하는 것이 중요합니다.",
    sections: [
      {
        heading: "피부 장벽이 먼저입니다",
        text: "과도한 출력은 색소를 더 짙게 만들 수 있습니다. 루미에르는 피부 장벽 상태를 확인하고 출력과 간격을 조절합니다.",
      },
      {
        heading: "생활 습관까지 함께",
        text: "자외선 차단과 홈케어 습관이 치료 효과의 절반입니다. 시술 후 피부 타입별 홈케어 가이드를 드립니다.",
      },
    ],
    quote: "맑은 피부는 하루아침이 아니라 좋은 습관에서 시작됩니다.",
  },
  {
    title: "루미에르 스킨부스터 프로젝트",
    subtitle: "피부 속부터 채우는 재생 프로그램 (준비 중)",
    category: "스킨부스터",
    lead: "새로운 재생 프로그램을 준비하고 있습니다. 공개 전 미리보기 페이지입니다.",
    sections: [
      {
        heading: "성분별 맞춤 설계",
        text: "PN, PDLLA, 히알루론산 등 성분별 특징에 맞춰 피부 고민별 조합을 설계합니다.",
      },
    ],
    quote: "채우는 만큼 피부는 스스로 회복합니다.",
    draft: true,
  },
];
