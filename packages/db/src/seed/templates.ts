import type { ClinicTemplateKind } from "@clinic/shared";
import type { DemoCategory, DemoContent } from "./content-types";
import { SANS, SERIF } from "./svg";
import type { DemoClinic } from "./types";

/**
 * Starting points for a new clinic (issue 25, decision 0031): structure and neutral placeholder content only.
 * A template never carries another clinic's identity (phone, address, CEO, business number, copyright), people,
 * reviews, cases, events or prices. Sample rows are named with SAMPLE_MARK so the operator, the go-live checklist
 * and any visitor can tell them apart; sample images carry a "SAMPLE" stamp (images hold Latin text only, svg.ts).
 */
export const SAMPLE_MARK = "[샘플]";

/** The kinds and their labels are the shared contract's (clinicTemplates, clinicTemplateLabels). */
export type ClinicTemplate = ClinicTemplateKind;

/** What the operator entered when creating the clinic; empty identity fields stay empty (null). */
export interface TemplateIdentity {
  code: string;
  name: string;
  phone?: string | null | undefined;
  address?: string | null | undefined;
  ceoName?: string | null | undefined;
  businessNumber?: string | null | undefined;
  copyRight?: string | null | undefined;
}

const sample = (text: string) => `${SAMPLE_MARK} ${text}`;

const SAMPLE_CAUTIONS = [
  sample("시술 후 주의사항을 입력해 주세요."),
  sample("효과와 유지 기간은 개인에 따라 다를 수 있습니다."),
];

/** One sample category with two sample treatments; prices are 0 and hidden (hasPriceView false). */
function sampleCategory(
  name: string,
  label: string,
  motif: DemoCategory["motif"],
  pick: number,
): DemoCategory {
  return {
    name: sample(name),
    description: sample(`${name} 카테고리 설명을 입력해 주세요.`),
    label,
    motif,
    anesthesia: sample("마취 방법"),
    downtime: sample("회복 기간"),
    cautions: SAMPLE_CAUTIONS,
    products: ["A", "B"].map((letter, i) => ({
      name: sample(`${name} 시술 ${letter}`),
      summary: sample("시술 요약을 입력해 주세요."),
      tags: [],
      options: [[sample("기본"), 0, null, 30]],
      recommend: [sample("이런 분께 추천합니다.")],
      keep: sample("유지 기간"),
      ...(i === 0 ? { pick: pick } : {}),
    })),
  };
}

const emptyContent = (categories: DemoCategory[], withSamples: boolean): DemoContent => ({
  categories,
  events: [],
  exhibitions: [],
  brandings: [],
  employees: [],
  spaces: [],
  introducePage: {
    title: "병원 소개",
    html: withSamples ? `<p>${sample("병원 소개 문구를 입력해 주세요.")}</p>` : "<p></p>",
  },
  beforeAfters: [],
  reviews: [],
  boards: [],
  // Templates insert no legal texts: the clinic writes its own (the checklist asks for the privacy policy).
  terms: { privacyOfficer: { name: "", position: "", phone: "", email: "" }, processors: [] },
  cscenter: {
    notices: withSamples
      ? [
          {
            title: sample("공지사항 제목"),
            daysAgo: 0,
            body: [sample("공지사항 내용을 입력해 주세요.")],
          },
        ]
      : [],
    faqGroups: withSamples
      ? [
          {
            name: sample("자주 묻는 질문"),
            faqs: [{ question: sample("질문을 입력해 주세요."), answer: [sample("답변을 입력해 주세요.")] }],
          },
        ]
      : [],
    afterNotices: [],
    customerBoard: {
      name: "고객 게시판",
      description: "",
      postVisibility: "CHOICE",
      writeRequiresLogin: false,
      posts: [],
    },
  },
});

const NAVIGATION: DemoClinic["navigation"] = [
  {
    title: "병원소개",
    url: "/introduce",
    subList: [
      { title: "병원 소개", url: "/introduce" },
      { title: "의료진 소개", url: "/introduce/staff" },
      { title: "진료 일정", url: "/introduce/schedule" },
    ],
  },
  { title: "시술안내", url: "/products", subList: [] },
  { title: "이벤트", url: "/events", subList: [] },
  {
    title: "고객센터",
    url: "/cscenter",
    subList: [
      { title: "공지사항", url: "/cscenter/notice" },
      { title: "자주 묻는 질문", url: "/cscenter/faq" },
      { title: "1:1 문의", url: "/cscenter/contact" },
    ],
  },
];

const NEUTRAL_PALETTE = {
  ink: "#2b2b2b",
  deep: "#4a4a4a",
  mid: "#8a8a8a",
  soft: "#c4c4c4",
  pale: "#e6e6e6",
  paper: "#f7f7f7",
  accent: "#7a7a7a",
  accentSoft: "#d0d0d0",
};

interface TemplateShape {
  tagline: string;
  style: "organic" | "sky";
  fontFamily: string;
  categories: DemoCategory[];
  keywords: string[];
  samples: boolean;
}

const SHAPES: Record<ClinicTemplate, TemplateShape> = {
  blank: {
    tagline: "CLINIC",
    style: "organic",
    fontFamily: SANS,
    categories: [],
    keywords: [],
    samples: false,
  },
  dermatology: {
    tagline: "DERMATOLOGY",
    style: "organic",
    fontFamily: SERIF,
    categories: [
      sampleCategory("리프팅", "LIFTING", "lift", 1),
      sampleCategory("피부 관리", "SKIN CARE", "care", 2),
    ],
    keywords: ["리프팅", "피부 관리"],
    samples: true,
  },
  "plastic-surgery": {
    tagline: "PLASTIC SURGERY",
    style: "sky",
    fontFamily: SANS,
    categories: [sampleCategory("눈 성형", "EYE", "eye", 1), sampleCategory("코 성형", "NOSE", "nose", 2)],
    keywords: ["눈 성형", "코 성형"],
    samples: true,
  },
};

const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The new clinic as plain data: the template's structure under the operator's own identity fields. */
export function templateClinic(kind: ClinicTemplate, identity: TemplateIdentity): DemoClinic {
  const shape = SHAPES[kind];
  const phone = orNull(identity.phone);
  return {
    code: identity.code,
    sample: true,
    brand: {
      word: identity.code.toUpperCase(),
      tagline: shape.tagline,
      style: shape.style,
      fontFamily: shape.fontFamily,
      palette: NEUTRAL_PALETTE,
    },
    group: null,
    partner: {
      partnerName: identity.name,
      displayName: identity.name,
      phone,
      tel: phone,
      ceoName: orNull(identity.ceoName),
      fax: null,
      businessNumber: orNull(identity.businessNumber),
      copyRight: orNull(identity.copyRight),
      address: orNull(identity.address),
      parkingInfo: null,
      parkingNotice: null,
      groupInquiryUrl: null,
      googlePlaceId: null,
      internationalTelCode: "+82",
      lat: null,
      lng: null,
      naverMapUrl: null,
      tMapUrl: null,
      googleMapUrl: null,
      kakaoMapUrl: null,
      wayToPartnerByBus: [],
      wayToPartnerBySubway: [],
      operationTimeType: "weekWeekend",
      lunchStart: null,
      lunchEnd: null,
      deployStatus: "READY",
    },
    hosts: (domain) => [`${identity.code}.${domain}`],
    // Every day closed until the clinic enters its own hours (the checklist asks for them).
    operationTimes: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      opening: null,
      closing: null,
      lunchStart: null,
      lunchEnd: null,
    })),
    marketing: {
      channelTalkId: null,
      domainUrl: null,
      ga4Id: null,
      ga4PropertyId: null,
      gtmId: null,
      instagramUrl: null,
      kakaoTalkUrl: null,
      languageId: "ko",
      naverBlogUrl: null,
      naverDomainCheckHtml: null,
      naverTalkUrl: null,
      youtubeUrl: null,
      xUrl: null,
    },
    homepageConfig: {
      seoTitle: identity.name,
      seoDescription: null,
      seoKeywords: [],
      ogImageUrl: null,
      popupType: "LAYER",
      isPopupDimmed: true,
      reservationRange: 60,
      // Sample treatments carry no price: '가격 상담' until the clinic enters its own and turns prices on.
      hasPriceView: false,
    },
    site: {
      themeColors: {},
      headerTransparent: false,
      headerWhiteTheme: false,
      footerLogoTone: "color",
      footerConsultationText: null,
      footerDescription: null,
      floatingButtonText: null,
      floatingButtonHidden: false,
      widgetType: "visit",
      widgetColors: {},
    },
    footerLinks: [
      { title: "오시는 길", url: "/info" },
      { title: "공지사항", url: "/cscenter/notice" },
    ],
    navigation: NAVIGATION,
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
    ],
    floatingItems: [{ title: "온라인 예약", url: null, buttonReservationConsulting: true, icon: "calendar" }],
    channelOverrides: [],
    keywords: shape.keywords,
    popups: [],
    banners: shape.samples
      ? [
          {
            bannerLocation: "MAIN_TOP",
            title: sample("메인 배너 제목"),
            subTitle: sample("배너 설명을 입력해 주세요."),
            linkUrl: "/introduce",
          },
          {
            bannerLocation: "MAIN_TOP",
            title: sample("시술 안내 배너"),
            subTitle: sample("배너 설명을 입력해 주세요."),
            linkUrl: "/products",
          },
        ]
      : [],
    content: emptyContent(shape.categories, shape.samples),
  };
}
