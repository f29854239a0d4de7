import type { DemoEmployee, DemoSpace, DemoTermsInfo } from "../content-types";

/** Four dermatologists (one off on Wednesdays, Saturdays mornings only) and two staff who never show on the site. */
export const lumiereEmployees: DemoEmployee[] = [
  {
    type: "DOCTOR",
    name: "김서윤",
    position: "대표원장",
    specialty: "리프팅 · 안티에이징",
    greeting: "피부 본연의 빛을 되찾는 일, 처음부터 끝까지 제가 직접 함께하겠습니다.",
    careers: [
      "피부과 전문의",
      "서울대학교 의과대학 졸업",
      "서울대학교병원 피부과 전공의 수료",
      "대한피부과학회 정회원",
      "울쎄라 · 써마지 공식 트레이너",
    ],
    week: "FFFFFA",
  },
  {
    type: "DOCTOR",
    name: "이도현",
    position: "원장",
    specialty: "색소 · 레이저 토닝",
    greeting: "기미와 잡티는 꾸준함이 답입니다. 무리하지 않는 치료로 맑은 피부를 만들어 드립니다.",
    careers: [
      "피부과 전문의",
      "연세대학교 의과대학 졸업",
      "세브란스병원 피부과 전공의 수료",
      "대한레이저피부모발학회 정회원",
    ],
    week: "FF-FFA",
  },
  {
    type: "DOCTOR",
    name: "박하은",
    position: "원장",
    specialty: "여드름 · 흉터",
    greeting: "여드름은 피부만의 고민이 아니라는 걸 압니다. 마음까지 편안해지는 진료를 약속드려요.",
    careers: [
      "피부과 전문의",
      "고려대학교 의과대학 졸업",
      "고려대학교 안암병원 피부과 임상강사",
      "대한여드름학회 정회원",
    ],
    week: "PPFPF-",
  },
  {
    type: "DOCTOR",
    name: "정민재",
    position: "원장",
    specialty: "보톡스 · 필러",
    greeting: "작은 변화로 인상이 달라집니다. 과하지 않은 자연스러움을 기준으로 삼겠습니다.",
    careers: [
      "피부과 전문의",
      "가톨릭대학교 의과대학 졸업",
      "서울성모병원 피부과 전공의 수료",
      "엘러간 보톡스 · 필러 공식 인젝터",
    ],
    week: "AFFPFA",
  },
  {
    type: "NURSE",
    name: "최유진",
    position: "간호팀장",
    specialty: null,
    greeting: null,
    careers: ["간호사 면허", "피부과 임상 경력 10년"],
  },
  {
    type: "STAFF",
    name: "한소희",
    position: "상담실장",
    specialty: null,
    greeting: null,
    careers: ["피부 미용 상담 경력 8년"],
  },
];

export const lumiereSpaces: DemoSpace[] = [
  { title: "로비", description: "따뜻한 조명과 우드톤으로 꾸민 루미에르의 첫 공간입니다.", kind: "lobby" },
  {
    title: "1:1 상담실",
    description: "다른 사람의 시선 없이 편안하게 고민을 나눌 수 있는 프라이빗 상담실입니다.",
    kind: "consult",
  },
  {
    title: "레이저 시술실",
    description: "최신 레이저 장비와 멸균 설비를 갖춘 독립 시술실입니다.",
    kind: "treatment",
  },
  {
    title: "파우더룸",
    description: "시술 후 메이크업을 정돈할 수 있는 넓은 파우더룸입니다.",
    kind: "powder",
  },
  {
    title: "회복실",
    description: "리프팅 · 수면 시술 후 충분히 쉬어 갈 수 있는 회복실입니다.",
    kind: "recovery",
  },
  {
    title: "대기 라운지",
    description: "차 한잔과 함께 기다리는 동안 편히 쉴 수 있는 라운지입니다.",
    kind: "lounge",
  },
];

export const lumiereIntroduce = {
  title: "루미에르 피부과 소개",
  html: [
    "<h2>피부 본연의 빛을 되찾는 곳</h2>",
    "<p>루미에르(Lumière)는 프랑스어로 ‘빛’을 뜻합니다. 루미에르 피부과는 유행하는 시술보다 피부가 스스로 빛날 수 있는 힘을 먼저 생각합니다.</p>",
    "<h2>루미에르의 진료 원칙</h2>",
    "<ul><li>피부과 전문의가 상담부터 시술, 경과 확인까지 직접 진료합니다.</li>",
    "<li>필요한 시술만 권하고, 필요하지 않은 시술은 권하지 않습니다.</li>",
    "<li>정품 · 정량 약제와 정식 수입 장비만 사용합니다.</li>",
    "<li>시술 후 1, 3, 6개월 경과를 함께 기록하고 관리합니다.</li></ul>",
    "<h2>청담에서 만나는 편안한 진료</h2>",
    "<p>압구정로데오역 가까이에 자리한 루미에르는 프라이빗 상담실과 독립 시술실, 회복실을 갖추어 처음 오시는 분도 편안하게 진료받으실 수 있습니다.</p>",
  ].join(""),
};

export const lumiereTerms: DemoTermsInfo = {
  privacyOfficer: {
    name: "한소희",
    position: "상담실장",
    phone: "02-545-1004",
    email: "privacy@lumiere-derm.kr",
  },
  processors: [
    { name: "(주)클리닉부스터", task: "홈페이지 운영 및 예약 시스템 관리" },
    { name: "(주)카카오", task: "카카오톡 알림톡 발송" },
    { name: "NHN KCP(주)", task: "결제 처리 및 결제 대금 정산" },
  ],
};
