import type { DemoEmployee, DemoSpace, DemoTermsInfo } from "../content-types";

/** Four plastic surgeons (one off on Wednesdays, Saturdays mornings only) and two staff who never show on the site. */
export const haneulEmployees: DemoEmployee[] = [
  {
    type: "DOCTOR",
    name: "박준혁",
    position: "대표원장",
    specialty: "눈성형 · 눈매교정",
    greeting: "하늘처럼 맑고 자연스러운 눈매, 수술 전 상담부터 회복까지 직접 책임지겠습니다.",
    careers: [
      "성형외과 전문의",
      "서울대학교 의과대학 졸업",
      "서울대학교병원 성형외과 전공의 수료",
      "대한성형외과학회 정회원",
      "대한미용성형외과학회 정회원",
    ],
    week: "FFFFFA",
  },
  {
    type: "DOCTOR",
    name: "윤지호",
    position: "원장",
    specialty: "코성형 · 재수술",
    greeting: "코는 얼굴의 중심입니다. 기능과 모양을 함께 고려한 수술을 약속드립니다.",
    careers: [
      "성형외과 전문의",
      "연세대학교 의과대학 졸업",
      "세브란스병원 성형외과 임상강사",
      "대한비디오내시경성형학회 정회원",
    ],
    week: "FF-FFA",
  },
  {
    type: "DOCTOR",
    name: "강태윤",
    position: "원장",
    specialty: "안면윤곽 · 양악",
    greeting: "뼈를 다루는 수술일수록 안전이 먼저입니다. 정밀한 계획으로 부드러운 얼굴선을 만들겠습니다.",
    careers: [
      "성형외과 전문의",
      "성균관대학교 의과대학 졸업",
      "삼성서울병원 성형외과 전공의 수료",
      "대한두개안면성형외과학회 정회원",
    ],
    week: "FPFPF-",
  },
  {
    type: "DOCTOR",
    name: "서은채",
    position: "원장",
    specialty: "가슴성형 · 지방흡입",
    greeting: "체형은 숫자가 아니라 비율입니다. 나다운 라인을 함께 찾아가겠습니다.",
    careers: [
      "성형외과 전문의",
      "이화여자대학교 의과대학 졸업",
      "이대목동병원 성형외과 전공의 수료",
      "대한미용성형외과학회 정회원",
    ],
    week: "PFFFPA",
  },
  {
    type: "NURSE",
    name: "오세린",
    position: "수술실 간호팀장",
    specialty: null,
    greeting: null,
    careers: ["간호사 면허", "성형외과 수술실 경력 12년"],
  },
  {
    type: "STAFF",
    name: "문다인",
    position: "상담실장",
    specialty: null,
    greeting: null,
    careers: ["성형 상담 경력 9년"],
  },
];

export const haneulSpaces: DemoSpace[] = [
  {
    title: "메인 로비",
    description: "탁 트인 창으로 하늘이 보이는 하늘타워 7층 메인 로비입니다.",
    kind: "lobby",
  },
  { title: "3D 상담실", description: "3D 시뮬레이션 장비를 갖춘 1:1 상담실입니다.", kind: "consult" },
  {
    title: "무균 수술실",
    description: "양압 공조 시스템과 생체 모니터링 장비를 갖춘 무균 수술실입니다.",
    kind: "treatment",
  },
  { title: "파우더룸", description: "상담과 진료 전후로 편하게 이용하는 파우더룸입니다.", kind: "powder" },
  {
    title: "1인 회복실",
    description: "수술 후 간호사가 상주하며 회복을 돕는 1인 회복실입니다.",
    kind: "recovery",
  },
  { title: "VIP 라운지", description: "보호자와 함께 머물 수 있는 9층 VIP 라운지입니다.", kind: "lounge" },
];

export const haneulIntroduce = {
  title: "하늘 성형외과 소개",
  html: [
    "<h2>하늘처럼 맑고 자연스럽게</h2>",
    "<p>하늘 성형외과는 강남 · 부산 · 대구에 지점을 둔 하늘 메디컬 그룹의 강남 본점입니다. 부위별 성형외과 전문의가 협진하여 얼굴과 몸의 균형을 함께 디자인합니다.</p>",
    "<h2>하늘의 세 가지 약속</h2>",
    "<ul><li>수술을 집도하는 전문의가 직접 상담합니다.</li>",
    "<li>모든 전신 마취 수술에 마취과 전문의가 상주합니다.</li>",
    "<li>수술 후 1년까지 정기 경과 관찰과 사후 관리를 제공합니다.</li></ul>",
    "<h2>안전을 위한 시스템</h2>",
    "<p>무균 수술실과 1인 회복실, 응급 대응 장비를 갖추고 정기적으로 응급 상황 대응 훈련을 진행합니다.</p>",
  ].join(""),
};

export const haneulTerms: DemoTermsInfo = {
  privacyOfficer: {
    name: "문다인",
    position: "상담실장",
    phone: "02-3448-7575",
    email: "privacy@haneul-ps.kr",
  },
  processors: [
    { name: "(주)클리닉부스터", task: "홈페이지 운영 및 예약 시스템 관리" },
    { name: "(주)채널코퍼레이션", task: "채널톡 온라인 상담 운영" },
    { name: "(주)카카오", task: "카카오톡 알림톡 발송" },
    { name: "(주)토스페이먼츠", task: "결제 처리 및 결제 대금 정산" },
  ],
};
