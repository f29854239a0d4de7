import { z } from "zod";
import { staffEmailSchema } from "./auth";

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

export const clinicTemplates = ["dermatology", "plastic-surgery"] as const;
export const clinicTemplateLabels: Record<(typeof clinicTemplates)[number], string> = {
  dermatology: "피부과 (루미에르 구성)",
  "plastic-surgery": "성형외과 (하늘 구성)",
};

export const createClinicBodySchema = z.object({
  code: clinicCodeSchema,
  name: z.string().trim().min(1).max(60),
  template: z.enum(clinicTemplates),
  ownerEmail: staffEmailSchema,
  ownerName: z.string().trim().min(1).max(50),
});
export type CreateClinicBody = z.infer<typeof createClinicBodySchema>;

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

export const clinicDeployBodySchema = z.object({ deployStatus: z.enum(consoleDeployStatuses) });

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
  ownerInviteExpiresAt: z.string(),
});
