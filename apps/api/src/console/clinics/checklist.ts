import {
  type ChecklistItem,
  type ClinicChecklist,
  type ClinicIdentityField,
  clinicIdentityFields,
} from "@clinic/shared";

/** What the checklist is computed from: one clinic's facts, read by checklist-repository.ts. */
export interface ChecklistFacts {
  partnerId: number;
  identity: Record<ClinicIdentityField, string | null>;
  /** A logo of the clinic's own (not the template's SAMPLE wordmark). */
  hasOwnLogo: boolean;
  openDays: number;
  doctors: number;
  /** Published treatments that are not samples, and sample ones still published. */
  treatments: number;
  sampleTreatments: number;
  nonCoveredFees: NonCoveredFeesCheck;
  hasPrivacyPolicy: boolean;
  customDomains: string[];
}

/** The 비급여 page's state; "unchecked" while the platform cannot check it (see checkNonCoveredFees). */
export type NonCoveredFeesCheck =
  | { state: "done"; detail: string }
  | { state: "missing"; detail: string }
  | { state: "unchecked"; detail: string };

const filled = (value: string | null) => value !== null && value.trim() !== "";

/** Identity fields still empty, by their Korean labels (going live is refused while any is). */
export function missingIdentity(facts: ChecklistFacts): string[] {
  return (Object.keys(clinicIdentityFields) as ClinicIdentityField[])
    .filter((field) => !filled(facts.identity[field]))
    .map((field) => clinicIdentityFields[field]);
}

/** The go-live checklist (issue 25): every item with its state, what is missing and where it is fixed. */
export function buildChecklist(facts: ChecklistFacts): ClinicChecklist {
  const missing = missingIdentity(facts);
  const missingInfo = missing.filter((label) => label !== clinicIdentityFields.businessNumber);
  const item = (
    key: ChecklistItem["key"],
    label: string,
    done: boolean,
    detail: string,
    page: string,
    required = false,
  ): ChecklistItem => ({ key, label, state: done ? "done" : "missing", detail, required, page });

  const items: ChecklistItem[] = [
    item(
      "clinicInfo",
      "병원 정보",
      missingInfo.length === 0,
      missingInfo.length === 0
        ? "이름, 대표 전화, 주소, 대표자, 저작권 문구"
        : `비어 있음: ${missingInfo.join(", ")}`,
      "settings/partner",
      true,
    ),
    item(
      "businessNumber",
      "사업자등록번호",
      filled(facts.identity.businessNumber),
      filled(facts.identity.businessNumber)
        ? (facts.identity.businessNumber ?? "")
        : "사업자등록번호를 입력해 주세요.",
      "settings/partner",
      true,
    ),
    item(
      "logo",
      "로고",
      facts.hasOwnLogo,
      facts.hasOwnLogo ? "병원 로고가 등록되어 있습니다." : "템플릿의 샘플 로고를 병원 로고로 바꿔 주세요.",
      "settings/partner",
    ),
    item(
      "hours",
      "진료 시간",
      facts.openDays > 0,
      facts.openDays > 0 ? `주 ${facts.openDays}일 진료` : "진료 요일과 시간을 입력해 주세요.",
      "settings/hours",
    ),
    item(
      "doctors",
      "의료진",
      facts.doctors > 0,
      facts.doctors > 0 ? `의사 ${facts.doctors}명` : "의료진을 1명 이상 등록해 주세요.",
      "content/employees",
    ),
    item(
      "treatments",
      "시술",
      facts.treatments > 0 && facts.sampleTreatments === 0,
      facts.sampleTreatments > 0
        ? `샘플 시술 ${facts.sampleTreatments}개가 공개되어 있습니다. 실제 시술과 가격으로 바꾸거나 숨겨 주세요.`
        : facts.treatments > 0
          ? `공개된 시술 ${facts.treatments}개`
          : "시술을 1개 이상 등록해 주세요.",
      "content/products",
    ),
    {
      key: "nonCoveredFees",
      label: "비급여 진료비용",
      state: facts.nonCoveredFees.state,
      detail: facts.nonCoveredFees.detail,
      required: false,
      page: "content/non-covered-fees",
    },
    item(
      "privacyPolicy",
      "개인정보처리방침",
      facts.hasPrivacyPolicy,
      facts.hasPrivacyPolicy ? "시행 중인 개인정보처리방침이 있습니다." : "개인정보처리방침을 등록해 주세요.",
      "content/terms",
    ),
    item(
      "domain",
      "도메인",
      facts.customDomains.length > 0,
      facts.customDomains.length > 0
        ? facts.customDomains.join(", ")
        : "병원 도메인을 연결해 주세요 (플랫폼 주소로도 열립니다).",
      "platform",
    ),
  ];
  return {
    partnerId: facts.partnerId,
    items,
    done: items.filter((entry) => entry.state === "done").length,
    total: items.length,
    missingIdentity: missing,
  };
}

/** The items still open, one line each, for the warning shown when a clinic goes live. */
export function openItems(checklist: ClinicChecklist): string[] {
  return checklist.items
    .filter((entry) => entry.state !== "done")
    .map((entry) => `${entry.label}: ${entry.detail}`);
}
