import { z } from "zod";
import { timestamp } from "../common";
import { staffEmailSchema } from "./auth";
import { consolePartnerSettingsBodySchema } from "./settings";

/** Codes name a clinic's subdomain and media folder; these would collide with the platform's own hosts. */
export const RESERVED_CLINIC_CODES = [
  "console",
  "www",
  "api",
  "admin",
  "static",
  "media",
  "assets",
  "mail",
] as const;

export const clinicCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z][a-z0-9-]{1,29}$/,
    "영문 소문자로 시작하는 2~30자의 영문 소문자, 숫자, 하이픈으로 입력해 주세요.",
  )
  .refine(
    (code) => !(RESERVED_CLINIC_CODES as readonly string[]).includes(code),
    "사용할 수 없는 코드입니다.",
  );

/**
 * Templates hold structure and labelled samples only, never another clinic's identity, people, reviews, cases or
 * prices (issue 25, decision 0031; packages/db/src/seed/templates.ts).
 */
export const clinicTemplates = ["blank", "dermatology", "plastic-surgery"] as const;
export type ClinicTemplateKind = (typeof clinicTemplates)[number];
export const clinicTemplateLabels: Record<ClinicTemplateKind, string> = {
  blank: "빈 템플릿 (기본 메뉴만)",
  dermatology: "피부과 기본 구성 (샘플 내용)",
  "plastic-surgery": "성형외과 기본 구성 (샘플 내용)",
};

const identity = consolePartnerSettingsBodySchema.shape;

/**
 * The clinic's identity as the operator knows it at creation; every field may stay empty ("" → null) and is
 * filled in later under 병원 정보. Going live needs them all (clinicIdentityFields).
 */
export const createClinicBodySchema = z.object({
  code: clinicCodeSchema,
  name: z.string().trim().min(1, "병원 이름을 입력해 주세요.").max(60, "60자 이하로 입력해 주세요."),
  template: z.enum(clinicTemplates, "템플릿을 골라 주세요."),
  ownerEmail: staffEmailSchema,
  ownerName: z.string().trim().min(1, "원장 이름을 입력해 주세요.").max(50, "50자 이하로 입력해 주세요."),
  phone: identity.phone.optional(),
  address: identity.address.optional(),
  ceoName: identity.ceoName.optional(),
  businessNumber: identity.businessNumber.optional(),
  copyRight: identity.copyRight.optional(),
});
export type CreateClinicBody = z.infer<typeof createClinicBodySchema>;

/** Applying a template again: only while the clinic is not live (else 409, nothing changed). */
export const applyTemplateBodySchema = z.object({
  template: z.enum(clinicTemplates, "템플릿을 골라 주세요."),
});

/** The identity fields a clinic cannot go live without (a patient calling must reach this clinic). */
export const clinicIdentityFields = {
  partnerName: "병원 이름",
  phone: "대표 전화",
  address: "주소",
  ceoName: "대표자",
  businessNumber: "사업자등록번호",
  copyRight: "저작권 문구",
} as const;
export type ClinicIdentityField = keyof typeof clinicIdentityFields;

/* ---------- the go-live checklist ---------- */

export const checklistItemKeys = [
  "clinicInfo",
  "businessNumber",
  "logo",
  "hours",
  "doctors",
  "treatments",
  "nonCoveredFees",
  "privacyPolicy",
  "domain",
] as const;
export type ChecklistItemKey = (typeof checklistItemKeys)[number];

/** done; missing; unchecked = the platform cannot check it yet (the item says why). */
export const checklistStates = ["done", "missing", "unchecked"] as const;

export const checklistItemSchema = z.object({
  key: z.enum(checklistItemKeys),
  label: z.string(),
  state: z.enum(checklistStates),
  /** What is missing or what to do, in Korean. */
  detail: z.string(),
  /** Going live is refused while a required item is missing. */
  required: z.boolean(),
  /** The console page where it is fixed (a path under the clinic, e.g. "settings/partner"). */
  page: z.string(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const clinicChecklistSchema = z.object({
  partnerId: z.number().int(),
  items: z.array(checklistItemSchema),
  done: z.number().int(),
  total: z.number().int(),
  /** Identity fields still empty: going live is refused until there are none. */
  missingIdentity: z.array(z.string()),
});
export type ClinicChecklist = z.infer<typeof clinicChecklistSchema>;

export const clinicChecklistListSchema = z.object({ rows: z.array(clinicChecklistSchema) });

export const consoleDeployStatuses = ["READY", "LIVE", "SUSPENDED"] as const;

const hostNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/,
    "도메인 형식이 올바르지 않습니다. (예: www.example.co.kr)",
  );

export const clinicHostsBodySchema = z.object({
  /** Custom domains; the platform subdomain `{code}.{platform domain}` is always kept. The first one is primary. */
  hosts: z.array(hostNameSchema).max(10),
});

export const clinicDeployBodySchema = z.object({
  deployStatus: z.enum(consoleDeployStatuses, "READY, LIVE, SUSPENDED 중 하나를 골라 주세요."),
});

export const clinicPlatformSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  deployStatus: z.enum(consoleDeployStatuses),
  hosts: z.array(z.object({ host: z.string(), isPrimary: z.boolean(), platform: z.boolean() })),
});
export type ClinicPlatform = z.infer<typeof clinicPlatformSchema>;

export const createClinicAnswerSchema = z.object({
  clinic: clinicPlatformSchema,
  /** The owner's one-time invitation (sets their password). */
  ownerInviteToken: z.string(),
  ownerInviteExpiresAt: timestamp,
});

/** The deploy status answer: the clinic, plus the checklist items still open when it went live (a warning). */
export const clinicDeployAnswerSchema = clinicPlatformSchema.extend({
  warnings: z.array(z.string()),
});

/* ---------- custom domains ---------- */

export const dnsRecordSchema = z.object({
  type: z.enum(["CNAME", "A"]),
  /** The record's name as the clinic's DNS provider asks for it (the host itself). */
  name: z.string(),
  value: z.string(),
});

export const domainStatusSchema = z.object({
  host: z.string(),
  isPrimary: z.boolean(),
  /** What to create at the clinic's DNS provider: a CNAME (subdomains), or an A record (apex domains). */
  records: z.array(dnsRecordSchema),
  /** Whether the host answers with the platform's address (a server-side DNS lookup). */
  connected: z.boolean(),
  /** What the lookup found (CNAME target or addresses), for the operator; empty when nothing answered. */
  found: z.array(z.string()),
});

export const clinicDomainsSchema = z.object({
  platformHost: z.string().nullable(),
  domains: z.array(domainStatusSchema),
});
export type ClinicDomains = z.infer<typeof clinicDomainsSchema>;

/* ---------- the TLS "ask" endpoint (Caddy on-demand TLS) ---------- */

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * `domain` as Caddy's on-demand TLS sends it: a bare ASCII host name (IDNs arrive punycoded), case and one
 * trailing dot ignored. IP literals and single-label names never get a certificate.
 */
export const tlsAskQuerySchema = z.object({
  domain: z
    .string("domain을 입력해 주세요.")
    .trim()
    .min(1, "domain을 입력해 주세요.")
    .max(254, "도메인이 너무 깁니다.")
    .transform((value) => value.toLowerCase().replace(/\.$/, ""))
    .refine((value) => !IPV4.test(value) && !value.includes(":"), "IP 주소에는 인증서를 발급하지 않습니다.")
    .pipe(
      z
        .string()
        .max(253, "도메인이 너무 깁니다.")
        .regex(
          /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/,
          "도메인 형식이 올바르지 않습니다.",
        ),
    ),
});
/** 200 = issue a certificate for this host; the answer names nothing else (which clinic is not Caddy's business). */
export const tlsAskAnswerSchema = z.object({ domain: z.string() });
