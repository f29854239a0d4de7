import { haneulContent } from "./catalogue/haneul";
import { SANS } from "./svg";
import type { DemoClinic } from "./types";

const address = "서울특별시 강남구 강남대로 438, 하늘타워 7~9층";
const lat = 37.5036;
const lng = 127.0246;
const weekday = { opening: "09:30", closing: "18:30", lunchStart: "13:00", lunchEnd: "14:00" };

/** Cool blue/teal palette replacing the default warm primary scale (primary_1 darkest … primary_10 lightest). */
const haneulPrimary = [
  "#0a2e3d",
  "#0f4c63",
  "#136177",
  "#18768c",
  "#1e8aa0",
  "#3fa3b5",
  "#6fbfcc",
  "#a3d7df",
  "#d4eef2",
  "#f1f9fa",
];

/** The second demo clinic: a cosmetic-surgery flagship of a three-branch group, cool sky colours, GRID popups. */
export const haneul: DemoClinic = {
  code: "haneul",
  brand: {
    word: "HANEUL",
    tagline: "PLASTIC SURGERY",
    style: "sky",
    fontFamily: SANS,
    palette: {
      ink: "#08283a",
      deep: "#0f4c63",
      mid: "#1e8aa0",
      soft: "#7cc5d1",
      pale: "#d4eef2",
      paper: "#f3fafb",
      accent: "#3d74d9",
      accentSoft: "#a9d8f5",
    },
  },
  group: { name: "하늘 메디컬 그룹", inquiryUrl: "/cscenter/contact" },
  partner: {
    partnerName: "하늘 성형외과",
    displayName: "하늘 성형외과 강남본점",
    phone: "1588-7575",
    tel: "02-3448-7575",
    ceoName: "박준혁",
    fax: "02-3448-7576",
    businessNumber: "120-88-63271",
    copyRight: "Copyright © 하늘 메디컬 그룹. All rights reserved.",
    address,
    parkingInfo: "하늘타워 지하 기계식 주차장 이용 (수술 · 시술 고객 3시간 무료)",
    parkingNotice: "SUV 및 대형 차량은 건물 뒤편 공영주차장을 이용해 주세요.",
    groupInquiryUrl: "/cscenter/contact",
    googlePlaceId: null,
    internationalTelCode: "+82",
    lat,
    lng,
    naverMapUrl: `https://map.naver.com/p/search/${encodeURIComponent(address)}`,
    tMapUrl: null,
    googleMapUrl: `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`,
    kakaoMapUrl: `https://map.kakao.com/?q=${encodeURIComponent(address)}`,
    wayToPartnerByBus: [
      "간선 140, 400, 402번 ‘신논현역’ 정류장 하차 후 도보 2분",
      "광역 9404, 9408번 ‘강남역’ 정류장 하차 후 도보 4분",
    ],
    wayToPartnerBySubway: [
      "9호선 신논현역 5번 출구 바로 앞",
      "2호선 · 신분당선 강남역 11번 출구에서 도보 5분",
    ],
    operationTimeType: "daily",
    lunchStart: "13:00",
    lunchEnd: "14:00",
    deployStatus: "LIVE",
  },
  hosts: (domain) => [`haneul.${domain}`],
  operationTimes: [
    ...[1, 2, 3, 4, 5].map((day) => ({ weekday: day, ...weekday })),
    { weekday: 6, opening: "09:30", closing: "15:00", lunchStart: null, lunchEnd: null },
    { weekday: 7, opening: null, closing: null, lunchStart: null, lunchEnd: null },
  ],
  marketing: {
    channelTalkId: "demo-haneul-channel",
    domainUrl: "https://www.haneul-ps.kr",
    ga4Id: null,
    ga4PropertyId: null,
    gtmId: null,
    instagramUrl: "https://www.instagram.com/haneul_ps",
    kakaoTalkUrl: "https://pf.kakao.com/_haneul",
    languageId: "ko",
    naverBlogUrl: "https://blog.naver.com/haneul_ps",
    // Naver Search Advisor: the HTML-file form of site verification (served at /{file}).
    naverDomainCheckHtml: "naver5c1e7a3b9d2f4e8a6b0c1d3e5f7a9b2c.html",
    naverTalkUrl: null,
    youtubeUrl: "https://www.youtube.com/@haneul_ps",
    xUrl: "https://x.com/haneul_ps",
  },
  homepageConfig: {
    seoTitle: "하늘 성형외과 | 강남 눈성형 · 코성형 · 안면윤곽",
    seoDescription:
      "하늘 성형외과는 성형외과 전문의 협진으로 눈성형, 코성형, 안면윤곽, 리프팅까지 자연스럽고 안전한 결과를 추구합니다.",
    seoKeywords: ["강남 성형외과", "눈성형", "코성형", "안면윤곽", "실리프팅"],
    ogImageUrl: null,
    popupType: "GRID",
    isPopupDimmed: true,
    popupGridWidthCount: 3,
    reservationRange: 90,
    reservationConfirm: true,
  },
  site: {
    themeColors: {
      ...Object.fromEntries(haneulPrimary.map((color, i) => [`primary_${i + 1}`, color])),
      secondary_1: "#2f63c0",
      secondary_2: "#a9c4f2",
    },
    headerTransparent: false,
    headerWhiteTheme: false,
    footerLogoTone: "color",
    footerConsultationText: "상담 전용 1588-7575 · 카카오톡 채널 ‘하늘 성형외과’에서 1:1 상담이 가능합니다.",
    footerDescription:
      "하늘 성형외과는 하늘 메디컬 그룹의 강남 본점으로, 성형외과 전문의 협진과 안전한 수술 시스템을 갖추고 있습니다.",
    floatingButtonText: "가장 빠른 상담 예약일은 언제일까요?",
    floatingButtonHidden: false,
    widgetType: "treatment",
    // Issue 29: read in every language the platform offers (the demo shows each).
    languages: ["en", "ja", "zh-CN", "zh-TW"],
    widgetColors: {},
  },
  footerLinks: [
    { title: "비급여 진료비용 안내", url: "/non-covered-fees" },
    { title: "하늘 메디컬 그룹", url: "/introduce" },
  ],
  navigation: [
    {
      title: "하늘 소개",
      url: "/introduce",
      subList: [
        { title: "병원 소개", url: "/introduce" },
        { title: "의료진", url: "/introduce/staff" },
        { title: "진료 일정", url: "/introduce/schedule" },
        { title: "둘러보기", url: "/introduce/space" },
      ],
    },
    {
      title: "수술 · 시술",
      url: "/products",
      subList: [
        { title: "전체 보기", url: "/products" },
        { title: "추천 수술", url: "/products/category/pick" },
        { title: "이벤트 시술", url: "/products/category/event" },
        { title: "하늘 아이 디자인", url: "/brandings/{branding:하늘 아이 디자인}" },
      ],
    },
    {
      title: "이벤트",
      url: "/events",
      subList: [
        { title: "진행 중인 이벤트", url: "/events" },
        { title: "기획전", url: "/exhibitions" },
      ],
    },
    // Board ids exist only after the insert: `{board:name}` is resolved then (content-links.ts).
    { title: "수술 칼럼", url: "/boards/{board:수술 칼럼}", badgeCount: 12, subList: [] },
    { title: "언론 보도", url: "/boards/{board:언론 보도}", subList: [] },
    {
      title: "온라인 상담",
      url: "/cscenter/boards/{board:고객 게시판}",
      subList: [
        { title: "상담 게시판", url: "/cscenter/boards/{board:고객 게시판}" },
        { title: "상담 글쓰기", url: "/cscenter/boards/{board:고객 게시판}/write" },
      ],
    },
    {
      title: "고객센터",
      url: "/cscenter",
      subList: [
        { title: "공지사항", url: "/cscenter/notice" },
        { title: "자주 묻는 질문", url: "/cscenter/faq" },
        { title: "문의하기", url: "/cscenter/contact" },
      ],
    },
  ],
  franchiseBranches: [
    { title: "하늘 성형외과 강남본점", url: "/", hrefTarget: "_self" },
    { title: "하늘 성형외과 부산 서면점", url: "https://busan.haneul-ps.example", hrefTarget: "_blank" },
    { title: "하늘 성형외과 대구 동성로점", url: "https://daegu.haneul-ps.example", hrefTarget: "_blank" },
  ],
  rightButtons: [
    {
      buttonText: "상담 예약",
      buttonType: "primary",
      buttonUrl: null,
      icon: "calendar",
      hideButton: false,
      useWidget: "treatment",
    },
  ],
  floatingItems: [
    { title: "상담 예약", url: null, buttonReservationConsulting: true, icon: "calendar" },
    { title: "이벤트", url: "/events", buttonReservationConsulting: false, icon: "sparkle" },
    { title: "오시는 길", url: "/introduce/space", buttonReservationConsulting: false, icon: "pin" },
  ],
  channelOverrides: [
    { channel: "kakao", title: "카톡 상담", icon: "chat" },
    { channel: "channelTalk", title: "실시간 채팅", icon: null },
  ],
  keywords: ["쌍꺼풀", "눈매교정", "코성형", "안면윤곽", "실리프팅", "지방이식", "보톡스", "필러", "리프팅"],
  popups: [
    {
      locations: ["/"],
      weight: 1,
      devices: ["PC", "MOBILE"],
      pcSizeType: "RATIO_1_1",
      pcWidth: 587,
      pcHeight: 587,
      mobileWidth: 320,
      mobileHeight: 320,
      isAutoPlacement: true,
      direction: "CENTER",
      items: [
        {
          title: "겨울방학 눈성형 이벤트",
          devices: ["PC", "MOBILE"],
          linkTo: "/events",
          art: { kicker: "WINTER BREAK", headline: "EYE\nDESIGN", footnote: "SPECIAL PRICE EVENT" },
        },
        {
          title: "코성형 1:1 맞춤 상담",
          devices: ["PC", "MOBILE"],
          linkTo: "/cscenter/contact",
          art: { kicker: "CONSULTING", headline: "NOSE\nLINE", footnote: "1:1 DESIGN CONSULTATION" },
        },
        {
          title: "실리프팅 체험가",
          devices: ["PC"],
          linkTo: "/products/category/event",
          art: { kicker: "LIFTING", headline: "SKY\nLIFT", footnote: "FIRST TRIAL PRICE" },
        },
      ],
    },
    {
      locations: ["/", "/products"],
      weight: 2,
      devices: ["PC"],
      pcSizeType: "RATIO_A4",
      pcWidth: 527,
      pcHeight: 746,
      mobileWidth: null,
      mobileHeight: null,
      isAutoPlacement: true,
      direction: "CENTER",
      items: [
        {
          title: "하늘 메디컬 그룹 부산 서면점 오픈",
          devices: ["PC"],
          linkTo: "/cscenter/notice",
          art: { kicker: "GRAND OPENING", headline: "BUSAN\nSEOMYEON", footnote: "HANEUL MEDICAL GROUP" },
        },
      ],
    },
    {
      locations: ["/", "/events"],
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
          title: "카카오톡 상담 시 추가 혜택",
          devices: ["MOBILE"],
          linkTo: "/events",
          art: { kicker: "KAKAO TALK", headline: "TALK\n& SAVE", footnote: "EXTRA BENEFIT ON CHAT" },
        },
      ],
    },
  ],
  banners: [
    {
      bannerLocation: "MAIN_TOP",
      title: "하늘처럼 맑고 자연스럽게",
      subTitle: "성형외과 전문의 협진으로 완성하는 나만의 라인",
      linkUrl: "/introduce",
    },
    {
      bannerLocation: "MAIN_TOP",
      title: "눈매의 품격, 하늘 아이 디자인",
      subTitle: "쌍꺼풀부터 눈매교정까지 1:1 맞춤 디자인",
      linkUrl: "/products",
    },
    {
      bannerLocation: "MAIN_TOP",
      title: "겨울방학 특별 이벤트",
      subTitle: "수술 상담 예약 고객 전원 사후 관리 프로그램 제공",
      linkUrl: "/events",
    },
    {
      bannerLocation: "MAIN_MIDDLE",
      title: "하늘 메디컬 그룹 3개 지점",
      subTitle: "강남 · 부산 · 대구, 어디서나 같은 진료 철학",
      linkUrl: "/introduce",
    },
    {
      bannerLocation: "PRODUCT_LIST",
      title: "안전한 윤곽 수술의 기준",
      subTitle: "마취과 전문의 상주, 3D CT 정밀 진단",
      linkUrl: "/brandings/{branding:안전한 윤곽 수술의 기준}",
    },
    {
      bannerLocation: "EVENT_LIST",
      title: "하늘 아이 디자인 기획전",
      subTitle: "쌍꺼풀부터 눈밑 지방까지 한눈에 비교하기",
      linkUrl: "/exhibitions/{exhibition:하늘 아이 디자인 기획전}",
    },
    {
      bannerLocation: "EVENT_LIST",
      title: "라인 완성 바디 컬렉션",
      subTitle: "볼륨은 더하고 라인은 정리하는 바디 디자인",
      linkUrl: "/exhibitions/{exhibition:라인 완성 바디 컬렉션}",
    },
  ],
  content: haneulContent,
};
