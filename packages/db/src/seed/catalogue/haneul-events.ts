import type { DemoBranding, DemoEvent, DemoExhibition } from "../content-types";

/**
 * Haneul's events: six visible ones (ending today, in 3, 20 and 45 days, open-ended, starting next week), a secret
 * VIP event, a notice and an event that ended ten days ago.
 */
export const haneulEvents: DemoEvent[] = [
  {
    title: "겨울방학 눈성형 특가",
    summary: "방학 기간 회복이 여유로운 지금, 하늘 아이 디자인을 특별가로 만나 보세요.",
    art: { kicker: "WINTER BREAK", headline: "EYE\nDESIGN", footnote: "SPECIAL PRICE" },
    start: -25,
    end: 0,
    products: ["자연유착 쌍꺼풀", "절개 쌍꺼풀", "눈매교정", "앞트임", "뒤트임 · 밑트임"],
    benefits: [
      "자연유착 쌍꺼풀 23% 할인",
      "눈 수술 고객 붓기 관리 고주파 3회 무료",
      "학생증 제시 시 5% 추가 할인",
    ],
  },
  {
    title: "코성형 상담 주간",
    summary: "코성형 전문의 1:1 3D 시뮬레이션 상담과 함께하는 한정 기간 혜택입니다.",
    art: { kicker: "CONSULT WEEK", headline: "NOSE\nLINE", footnote: "3D SIMULATION" },
    start: -7,
    end: 3,
    products: ["콧대 성형", "코끝 성형", "매부리코 교정", "복코 교정"],
    benefits: ["3D 얼굴 시뮬레이션 무료", "상담 당일 예약 시 10% 할인", "수술 후 부목 관리 프로그램 제공"],
  },
  {
    title: "V라인 윤곽 페스티벌",
    summary: "얼굴 전체의 비율을 바꾸는 안면윤곽, 정밀 CT 진단과 함께 시작하세요.",
    art: { kicker: "FESTIVAL", headline: "V LINE", footnote: "CONTOUR SURGERY" },
    start: -12,
    end: 20,
    products: ["광대 축소술", "사각턱 절제술", "턱끝 성형", "윤곽 3종", "이중턱 지방흡입"],
    benefits: ["3D CT 정밀 진단 무료", "윤곽 3종 19% 할인", "수술 후 1인실 입원 업그레이드"],
  },
  {
    title: "바디 라인 리셋",
    summary: "운동으로 정리되지 않는 부위별 지방, 여름이 오기 전에 준비하세요.",
    art: { kicker: "BODY RESET", headline: "SLIM\nLINE", footnote: "LIPOSUCTION" },
    start: -3,
    end: 45,
    products: ["복부 지방흡입", "허벅지 지방흡입", "팔뚝 지방흡입", "가슴 지방이식"],
    benefits: ["2부위 동시 수술 시 15% 할인", "압박복 2벌 무료 제공", "사후 체형 관리 고주파 5회 무료"],
  },
  {
    title: "상시 쁘띠 데이",
    summary: "점심시간에도 가능한 쁘띠 시술을 언제나 합리적인 가격으로 안내합니다.",
    art: { kicker: "EVERYDAY", headline: "PETIT\nDAY", footnote: "ALWAYS ON" },
    start: -90,
    end: null,
    products: ["V라인 턱 보톡스", "콧대 필러", "윤곽주사", "코그실 리프팅", "볼륨 입술 필러"],
    benefits: ["국산 보톡스 상시 특가", "필러 2cc 이상 시 10% 할인", "시술 2주 후 무료 경과 체크"],
  },
  {
    title: "봄맞이 안티에이징 클래스",
    summary: "거상 수술의 원리와 회복 과정을 알아보는 상담 클래스, 다음 주에 시작합니다.",
    art: { kicker: "COMING SOON", headline: "YOUNG\nAGAIN", footnote: "ANTI AGING" },
    start: 7,
    end: 40,
    products: ["안면거상술", "이마거상술", "목거상술", "얼굴 지방이식"],
    benefits: [
      "클래스 참석 고객 상담비 면제",
      "거상 수술 예약 시 지방이식 20% 할인",
      "보호자 동반 상담 가능",
    ],
  },
  {
    title: "VIP 시크릿 패키지",
    summary: "VIP 고객에게만 전용 링크로 안내되는 비공개 수술 패키지입니다.",
    art: { kicker: "INVITATION", headline: "VIP\nONLY", footnote: "PRIVATE OFFER" },
    start: -5,
    end: 55,
    products: ["VIP 눈 · 코 복합 성형 패키지", "VIP 전신 라인 지방흡입 패키지"],
    benefits: ["VIP 전용 특별가", "전담 상담 실장 배정", "수술 당일 VIP 회복실 이용"],
    kind: "secret",
  },
  {
    title: "설 연휴 진료 안내",
    summary: "설 연휴 기간의 진료 일정과 응급 연락처를 안내해 드립니다.",
    art: { kicker: "NOTICE", headline: "HOLIDAY\nHOURS", footnote: "CLINIC SCHEDULE" },
    start: -1,
    end: 12,
    products: [],
    benefits: [
      "설 당일과 다음 날은 휴진합니다.",
      "수술 후 응급 상황은 대표 번호로 24시간 연락 가능합니다.",
      "연휴 전날은 오후 3시까지 진료합니다.",
    ],
    kind: "notice",
  },
  {
    title: "가을 리프팅 얼리버드",
    summary: "가을 리프팅 얼리버드 이벤트 (종료)",
    art: { kicker: "EARLY BIRD", headline: "AUTUMN\nLIFT", footnote: "SEASON CLOSED" },
    start: -70,
    end: -10,
    products: ["코그실 리프팅", "안면거상술", "이마거상술"],
    benefits: ["코그실 리프팅 20% 할인", "거상 수술 상담 고객 사은품 증정"],
  },
];

export const haneulExhibitions: DemoExhibition[] = [
  {
    title: "하늘 아이 디자인 기획전",
    summary: "쌍꺼풀부터 트임, 눈밑 지방까지 눈 성형의 모든 것을 비교해 보세요.",
    intro: "눈매는 하나의 수술보다 조합이 중요합니다. 하늘 성형외과 눈 성형 라인업을 한곳에 모았습니다.",
    art: { kicker: "EXHIBITION", headline: "EYE\nDESIGN", footnote: "NATURAL AND CLEAR" },
    start: -15,
    end: 30,
    products: ["자연유착 쌍꺼풀", "절개 쌍꺼풀", "눈매교정", "앞트임", "뒤트임 · 밑트임", "눈밑지방 재배치"],
  },
  {
    title: "수능 끝! 첫 성형 가이드",
    summary: "첫 성형을 고민하는 분을 위해 회복이 빠르고 부담이 적은 시술을 골랐습니다.",
    intro: "처음이라 더 신중해야 합니다. 전문의가 추천하는 첫 성형 코스와 회복 일정을 확인해 보세요.",
    art: { kicker: "FIRST GUIDE", headline: "HELLO\nNEW ME", footnote: "AFTER THE EXAM" },
    start: -10,
    end: null,
    products: ["자연유착 쌍꺼풀", "앞트임", "콧대 필러", "V라인 턱 보톡스"],
  },
  {
    title: "라인 완성 바디 컬렉션",
    summary: "가슴과 바디 라인을 함께 디자인하는 바디 수술 컬렉션입니다.",
    intro: "체형 분석을 바탕으로 볼륨은 더하고 라인은 정리하는 바디 수술을 모았습니다.",
    art: { kicker: "COLLECTION", headline: "BODY\nLINE", footnote: "SHAPE AND VOLUME" },
    start: null,
    end: null,
    products: ["가슴 보형물 확대", "가슴 지방이식", "복부 지방흡입", "허벅지 지방흡입", "팔뚝 지방흡입"],
  },
];

export const haneulBrandings: DemoBranding[] = [
  {
    title: "하늘 아이 디자인",
    subtitle: "눈매는 얼굴 전체의 균형에서 시작됩니다",
    category: "눈성형",
    lead: "같은 쌍꺼풀 라인도 얼굴형과 눈썹 위치에 따라 전혀 다른 인상을 만듭니다.",
    sections: [
      {
        heading: "눈을 뜨는 힘부터 확인합니다",
        text: "졸린 눈의 원인이 눈꺼풀 피부인지, 눈을 뜨는 근육의 힘인지 먼저 진단합니다. 원인에 맞는 수술이 자연스러운 결과를 만듭니다.",
      },
      {
        heading: "3D 시뮬레이션으로 함께 고릅니다",
        text: "라인의 높이와 모양을 화면으로 미리 보고 상담하기 때문에 결과에 대한 오해가 줄어듭니다.",
      },
    ],
    quote: "눈이 아니라 눈빛이 달라지는 수술을 지향합니다. — 대표원장 박준혁",
  },
  {
    title: "안전한 윤곽 수술의 기준",
    subtitle: "마취과 전문의 상주, 수술 전 과정 기록",
    category: "안면윤곽",
    lead: "뼈를 다루는 수술일수록 결과보다 과정이 먼저입니다.",
    sections: [
      {
        heading: "정밀 CT로 신경 위치를 확인합니다",
        text: "수술 전 3D CT로 신경과 혈관의 위치를 확인하고 절골 범위를 계획합니다.",
      },
      {
        heading: "마취과 전문의가 함께합니다",
        text: "모든 전신 마취 수술에는 마취과 전문의가 상주하며 수술 후 회복까지 모니터링합니다.",
      },
    ],
    quote: "가장 좋은 수술은 안전하게 끝난 수술입니다.",
  },
  {
    title: "하늘 바디 라인 프로젝트",
    subtitle: "체형 분석 기반 바디 디자인 (준비 중)",
    category: "지방흡입 · 바디",
    lead: "새로운 바디 라인 프로그램을 준비하고 있습니다. 공개 전 미리보기 페이지입니다.",
    sections: [
      {
        heading: "인바디와 초음파로 지방층을 분석합니다",
        text: "부위별 지방 두께를 측정해 흡입량과 순서를 설계합니다.",
      },
    ],
    quote: "라인은 숫자가 아니라 비율입니다.",
    draft: true,
  },
];
