import { lumiereContent } from "./catalogue/lumiere";
import { SERIF } from "./svg";
import type { DemoClinic } from "./types";

const address = "서울특별시 강남구 압구정로 412, 루미에르빌딩 3층";
const lat = 37.5256;
const lng = 127.0446;
const weekday = { opening: "10:00", closing: "20:00", lunchStart: "13:00", lunchEnd: "14:00" };

/**
 * The default demo clinic (also served on localhost): a dermatology clinic in Cheongdam with the spec's own warm
 * brown/cream palette, so its theme overrides nothing.
 */
export const lumiere: DemoClinic = {
  code: "lumiere",
  brand: {
    word: "LUMIÈRE",
    tagline: "DERMATOLOGY CLINIC",
    style: "organic",
    fontFamily: SERIF,
    palette: {
      ink: "#3b2a20",
      deep: "#6b4a34",
      mid: "#a67c58",
      soft: "#d6b998",
      pale: "#eedfcb",
      paper: "#fbf7f1",
      accent: "#c98a2b",
      accentSoft: "#ebc98f",
    },
  },
  group: null,
  partner: {
    partnerName: "루미에르 피부과",
    displayName: "루미에르 피부과",
    phone: "02-545-1004",
    tel: "02-545-1004",
    ceoName: "김서윤",
    fax: "02-545-1005",
    businessNumber: "211-87-45120",
    copyRight: "Copyright © 루미에르 피부과. All rights reserved.",
    address,
    parkingInfo: "건물 지하 1~3층 주차장 이용 가능 (진료 고객 2시간 무료)",
    parkingNotice: "주말에는 주차 공간이 협소하오니 가급적 대중교통을 이용해 주세요.",
    groupInquiryUrl: null,
    googlePlaceId: null,
    internationalTelCode: "+82",
    lat,
    lng,
    naverMapUrl: `https://map.naver.com/p/search/${encodeURIComponent(address)}`,
    tMapUrl: null,
    googleMapUrl: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
    kakaoMapUrl: `https://map.kakao.com/?q=${encodeURIComponent(address)}`,
    wayToPartnerByBus: [
      "간선 143, 301, 362번 ‘청담사거리’ 정류장 하차 후 도보 3분",
      "지선 4412번 ‘청담동 명품거리’ 정류장 하차 후 도보 1분",
    ],
    wayToPartnerBySubway: [
      "수인분당선 압구정로데오역 2번 출구에서 도보 5분",
      "7호선 청담역 9번 출구에서 도보 10분",
    ],
    operationTimeType: "weekWeekend",
    lunchStart: "13:00",
    lunchEnd: "14:00",
    deployStatus: "LIVE",
  },
  hosts: (domain) => [`lumiere.${domain}`, "localhost", "127.0.0.1", "www.lumiere-derm.kr"],
  operationTimes: [
    ...[1, 2, 3, 4, 5].map((day) => ({ weekday: day, ...weekday })),
    { weekday: 6, opening: "10:00", closing: "16:00", lunchStart: null, lunchEnd: null },
    { weekday: 7, opening: null, closing: null, lunchStart: null, lunchEnd: null },
  ],
  marketing: {
    channelTalkId: null,
    domainUrl: "https://www.lumiere-derm.kr",
    ga4Id: null,
    ga4PropertyId: null,
    gtmId: null,
    instagramUrl: "https://www.instagram.com/lumiere_derm",
    kakaoTalkUrl: "https://pf.kakao.com/_lumiere",
    languageId: "ko",
    naverBlogUrl: "https://blog.naver.com/lumiere_derm",
    // Naver Search Advisor: the meta-tag form, pasted whole as the clinic copied it (only content is kept).
    naverDomainCheckHtml:
      '<meta name="naver-site-verification" content="8d2f6a1c4e9b7d3f0a5c2e8b6d4f1a9c7e3b5d0f" />',
    naverTalkUrl: "https://talk.naver.com/ct/lumiere_derm",
    youtubeUrl: "https://www.youtube.com/@lumiere_derm",
    xUrl: null,
  },
  homepageConfig: {
    seoTitle: "루미에르 피부과 | 청담 피부과 · 리프팅 · 레이저 토닝",
    seoDescription:
      "청담동 루미에르 피부과는 피부 본연의 빛을 되찾는 1:1 맞춤 진료로 리프팅, 보톡스, 레이저 토닝, 여드름 치료를 제공합니다.",
    seoKeywords: ["청담 피부과", "리프팅", "레이저 토닝", "보톡스", "여드름 치료"],
    ogImageUrl: null,
    popupType: "LAYER",
    isPopupDimmed: true,
    reservationRange: 60,
  },
  site: {
    themeColors: {},
    headerTransparent: true,
    headerWhiteTheme: false,
    footerLogoTone: "color",
    // No fixed text: the footer writes the consultation line from the opening hours (issue 25).
    footerConsultationText: null,
    footerDescription:
      "루미에르 피부과는 피부 전문의가 처음부터 끝까지 직접 진료하며, 피부 본연의 빛을 되찾는 맞춤 진료를 약속합니다.",
    floatingButtonText: "가장 빠른 예약 가능일을 확인해 보세요",
    floatingButtonHidden: false,
    widgetType: "visit",
    // Issue 29: read in every language the platform offers (the demo shows each).
    languages: ["en", "ja", "zh-CN", "zh-TW"],
    widgetColors: {},
  },
  footerLinks: [
    { title: "비급여 진료비용 안내", url: "/non-covered-fees" },
    { title: "오시는 길", url: "/introduce/space" },
    { title: "공지사항", url: "/cscenter/notice" },
  ],
  navigation: [
    {
      title: "병원소개",
      url: "/introduce",
      subList: [
        { title: "루미에르 소개", url: "/introduce" },
        { title: "의료진 소개", url: "/introduce/staff" },
        { title: "진료 일정", url: "/introduce/schedule" },
        { title: "둘러보기", url: "/introduce/space" },
      ],
    },
    {
      title: "시술안내",
      url: "/products",
      subList: [
        { title: "전체 시술", url: "/products" },
        { title: "추천 시술", url: "/products/category/pick" },
        { title: "이벤트 시술", url: "/products/category/event" },
        { title: "리프팅 이야기", url: "/brandings/{branding:루미에르 리프팅 이야기}" },
      ],
    },
    {
      title: "이벤트",
      url: "/events",
      badgeCount: 3,
      subList: [
        { title: "진행 중인 이벤트", url: "/events" },
        { title: "기획전", url: "/exhibitions" },
      ],
    },
    // Board ids exist only after the insert: `{board:name}` is resolved then (content-links.ts).
    { title: "시술 칼럼", url: "/boards/{board:시술 칼럼}", subList: [] },
    { title: "언론 보도", url: "/boards/{board:언론 보도}", subList: [] },
    {
      title: "고객센터",
      url: "/cscenter",
      subList: [
        { title: "공지사항", url: "/cscenter/notice" },
        { title: "자주 묻는 질문", url: "/cscenter/faq" },
        { title: "1:1 문의", url: "/cscenter/contact" },
        { title: "고객 게시판", url: "/cscenter/boards/{board:고객 게시판}" },
      ],
    },
  ],
  franchiseBranches: [],
  rightButtons: [
    {
      buttonText: "방문 예약",
      buttonType: "primary",
      buttonUrl: null,
      icon: null,
      hideButton: false,
      useWidget: "visit",
    },
    {
      buttonText: "이벤트 보기",
      buttonType: "line",
      buttonUrl: "/events",
      icon: null,
      hideButton: false,
      useWidget: null,
    },
  ],
  floatingItems: [
    { title: "온라인 예약", url: null, buttonReservationConsulting: true, icon: "calendar" },
    { title: "오시는 길", url: "/introduce/space", buttonReservationConsulting: false, icon: "pin" },
  ],
  channelOverrides: [
    { channel: "kakao", title: "카카오톡 상담", icon: "chat" },
    { channel: "phone", title: "전화 상담", icon: "phone" },
  ],
  keywords: [
    "리프팅",
    "보톡스",
    "레이저 토닝",
    "울쎄라",
    "써마지",
    "필러",
    "여드름 치료",
    "기미·잡티",
    "스킨부스터",
    "모공 관리",
  ],
  popups: [
    {
      locations: ["/"],
      weight: 1,
      devices: ["PC", "MOBILE"],
      pcSizeType: "RATIO_1_1",
      pcWidth: 640,
      pcHeight: 640,
      mobileWidth: 320,
      mobileHeight: 320,
      isAutoPlacement: true,
      direction: "CENTER",
      items: [
        {
          title: "가을 맞이 리프팅 이벤트",
          devices: ["PC", "MOBILE"],
          linkTo: "/events",
          art: { kicker: "AUTUMN SPECIAL", headline: "GLOW\nWEEK", footnote: "LIFTING UP TO 30% OFF" },
        },
        {
          title: "첫 방문 고객 혜택 안내",
          devices: ["PC", "MOBILE"],
          linkTo: "/products/category/pick",
          art: { kicker: "WELCOME", headline: "FIRST\nVISIT", footnote: "SKIN CONSULTATION FREE" },
        },
      ],
    },
    {
      locations: ["/", "/events"],
      weight: 2,
      devices: ["PC"],
      pcSizeType: "RATIO_A4",
      pcWidth: 527,
      pcHeight: 746,
      mobileWidth: null,
      mobileHeight: null,
      isAutoPlacement: false,
      direction: "TOP_LEFT",
      items: [
        {
          title: "11월 진료 시간 변경 안내",
          devices: ["PC"],
          linkTo: "/cscenter/notice",
          art: { kicker: "NOTICE", headline: "CLINIC\nHOURS", footnote: "NOVEMBER SCHEDULE" },
        },
      ],
    },
    {
      // On '/' too, so a phone sees a sequence of two (popup 2 is PC-only): the device filter is visible.
      locations: ["/", "/products"],
      weight: 3,
      devices: ["MOBILE"],
      pcSizeType: "RATIO_1_1",
      pcWidth: null,
      pcHeight: null,
      mobileWidth: 320,
      mobileHeight: 320,
      isAutoPlacement: true,
      direction: "BOTTOM",
      items: [
        {
          title: "모바일 예약 전용 혜택",
          devices: ["MOBILE"],
          linkTo: "/events",
          art: { kicker: "MOBILE ONLY", headline: "TONING\nDAY", footnote: "BOOK ONLINE TODAY" },
        },
      ],
    },
  ],
  banners: [
    {
      bannerLocation: "MAIN_TOP",
      title: "피부 본연의 빛을 되찾다",
      subTitle: "피부 전문의가 설계하는 1:1 맞춤 피부 솔루션",
      linkUrl: "/introduce",
    },
    {
      bannerLocation: "MAIN_TOP",
      title: "탄력의 시작, 루미에르 리프팅",
      subTitle: "울쎄라 · 써마지 · 실리프팅까지, 나에게 맞는 리프팅 찾기",
      linkUrl: "/products",
    },
    {
      bannerLocation: "MAIN_TOP",
      title: "가을 시즌 이벤트",
      subTitle: "레이저 토닝 10회 패키지 특별가 진행 중",
      linkUrl: "/events",
    },
    {
      bannerLocation: "MAIN_MIDDLE",
      title: "의료진 소개",
      subTitle: "15년 경력의 피부과 전문의가 직접 진료합니다",
      linkUrl: "/introduce/staff",
    },
    {
      bannerLocation: "MAIN_MIDDLE",
      title: "편안한 진료 공간",
      subTitle: "프라이빗 진료실과 파우더룸을 둘러보세요",
      linkUrl: "/introduce/space",
    },
    {
      bannerLocation: "PRODUCT_LIST",
      title: "루미에르 리프팅 이야기",
      subTitle: "처짐의 원인부터 진단하는 루미에르의 리프팅 철학",
      linkUrl: "/brandings/{branding:루미에르 리프팅 이야기}",
    },
    {
      bannerLocation: "PRODUCT_LIST",
      title: "동안 필러 컬렉션",
      subTitle: "부위별 필러의 용량과 유지 기간을 비교해 보세요",
      linkUrl: "/exhibitions/{exhibition:동안 필러 컬렉션}",
    },
    {
      bannerLocation: "EVENT_LIST",
      title: "웨딩 D-100 피부 플랜",
      subTitle: "본식 100일 전부터 시작하는 단계별 피부 관리",
      linkUrl: "/exhibitions/{exhibition:웨딩 D-100 피부 플랜}",
    },
  ],
  content: lumiereContent,
};
