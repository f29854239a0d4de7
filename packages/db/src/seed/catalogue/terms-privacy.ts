import { esc } from "./html";
import { article, items, koreanDate, para, type TermsContext } from "./terms-context";

/** 개인정보처리방침. v1.1 shortens how long consultation records are kept, adds processors and a cookie article. */
export function privacyPolicyHtml(ctx: TermsContext): string {
  const clinic = esc(ctx.clinicName);
  const v11 = ctx.version === "1.1";
  const processors = v11 ? ctx.info.processors : ctx.info.processors.slice(0, 2);
  const officer = ctx.info.privacyOfficer;
  const consultKept = v11 ? "상담 종료 후 1년" : "상담 종료 후 3년";
  const articles = [
    article(
      1,
      "개인정보의 처리 목적",
      items([
        "진료 및 시술 예약, 예약 확인 및 변경 안내",
        "온라인 상담 및 문의에 대한 답변",
        "회원 식별, 회원제 서비스 제공 및 부정 이용 방지",
        "이벤트 및 마케팅 정보 안내 (별도 동의한 경우에 한함)",
      ]),
    ),
    article(
      2,
      "처리하는 개인정보 항목",
      items([
        "필수 수집 항목: 이름, 휴대전화번호, 생년월일, 성별",
        "선택 수집 항목: 이메일, 관심 시술, 상담 내용",
        "자동 수집 항목: 접속 IP, 쿠키, 방문 일시, 서비스 이용 기록",
      ]),
    ),
    article(
      3,
      "개인정보의 처리 및 보유 기간",
      items([
        "회원 정보: 회원 탈퇴 시까지",
        `온라인 상담 기록: ${consultKept}`,
        "예약 기록: 예약일로부터 5년 (「의료법」 시행규칙)",
        "진료기록부: 10년 (「의료법」 제22조 및 같은 법 시행규칙 제15조)",
        "전자상거래 결제 기록: 5년 (「전자상거래 등에서의 소비자보호에 관한 법률」)",
      ]),
    ),
    article(
      4,
      "개인정보의 제3자 제공",
      para(
        `병원은 정보주체의 동의, 법률의 특별한 규정 등 「개인정보 보호법」 제17조 및 제18조에 해당하는 경우에만 개인정보를 제3자에게 제공합니다.`,
      ),
    ),
    article(
      5,
      "개인정보처리의 위탁",
      [
        para(`병원은 원활한 서비스 제공을 위해 다음과 같이 개인정보 처리 업무를 위탁하고 있습니다.`),
        "<table><thead><tr><th>수탁자</th><th>위탁 업무</th></tr></thead><tbody>",
        ...processors.map((p) => `<tr><td>${esc(p.name)}</td><td>${esc(p.task)}</td></tr>`),
        "</tbody></table>",
      ].join(""),
    ),
    article(
      6,
      "정보주체의 권리 · 의무 및 행사 방법",
      para(
        "정보주체는 언제든지 개인정보 열람, 정정, 삭제, 처리 정지를 요구할 수 있으며, 병원은 지체 없이 조치합니다.",
      ),
    ),
    article(
      7,
      "개인정보의 파기",
      para(
        "보유 기간이 지나거나 처리 목적이 달성된 개인정보는 지체 없이 파기합니다. 전자 파일은 복구할 수 없는 방법으로, 종이 문서는 분쇄하거나 소각하여 파기합니다.",
      ),
    ),
  ];
  if (v11) {
    articles.push(
      article(
        8,
        "개인정보 자동 수집 장치의 설치 · 운영 및 거부",
        para(
          "사이트는 이용자에게 맞춤 정보를 제공하기 위해 쿠키를 사용합니다. 이용자는 웹 브라우저 설정을 통해 쿠키 저장을 거부할 수 있으며, 이 경우 일부 서비스 이용이 제한될 수 있습니다.",
        ),
      ),
    );
  }
  const next = articles.length + 1;
  articles.push(
    article(
      next,
      "개인정보의 안전성 확보 조치",
      items([
        "개인정보 취급 직원의 최소화 및 정기 교육",
        "접근 권한 관리 및 접속 기록 보관",
        "개인정보의 암호화 및 보안 프로그램 설치",
      ]),
    ),
    article(
      next + 1,
      "개인정보 보호책임자",
      items([
        `성명: ${esc(officer.name)} (${esc(officer.position)})`,
        `연락처: ${esc(officer.phone)}, ${esc(officer.email)}`,
        `병원: ${clinic} (대표자 ${esc(ctx.ceoName)}, 사업자등록번호 ${esc(ctx.businessNumber)})`,
        `주소: ${esc(ctx.address)}`,
      ]),
    ),
    article(
      next + 2,
      "개인정보처리방침의 변경",
      para(`이 개인정보처리방침은 ${koreanDate(ctx.effectiveDate)}부터 적용됩니다. (버전 ${ctx.version})`),
    ),
  );
  return [
    para(
      `${clinic}(이하 “병원”)은 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위하여 다음과 같이 개인정보처리방침을 수립 · 공개합니다.`,
    ),
    ...articles,
  ].join("");
}

/** 마케팅 정보 수신 동의 (optional consent, one version). */
export function marketingConsentHtml(ctx: TermsContext): string {
  const clinic = esc(ctx.clinicName);
  return [
    para(
      `${clinic}(이하 “병원”)은 아래와 같이 마케팅 정보 수신을 위한 개인정보를 수집 · 이용합니다. 동의하지 않아도 진료 및 예약 서비스는 이용하실 수 있습니다.`,
    ),
    "<h3>수집 · 이용 목적</h3>",
    items(["이벤트, 할인 혜택 및 신규 시술 안내", "맞춤형 시술 정보 및 병원 소식 제공"]),
    "<h3>수집 항목</h3>",
    items(["이름, 휴대전화번호, 이메일"]),
    "<h3>보유 및 이용 기간</h3>",
    para("동의 철회 또는 회원 탈퇴 시까지"),
    "<h3>수신 방법 및 철회</h3>",
    para(
      `문자 메시지, 카카오톡 알림톡, 이메일로 발송되며, 마이페이지 또는 ${esc(ctx.phone)}로 언제든지 수신을 철회할 수 있습니다.`,
    ),
    para(`시행일: ${koreanDate(ctx.effectiveDate)}`),
  ].join("");
}
