import { z } from "zod";
import { sessionTokenSchema } from "../auth";
import { timestamp } from "../common";

/**
 * OPERATOR runs the platform (every clinic); OWNER, MANAGER and STAFF belong to one clinic. OWNER ⊃ MANAGER ⊃ STAFF:
 * staff run the desk, a manager (실장) also edits schedules, message templates and overrides a full slot, the owner
 * also runs the site, the settings and the accounts.
 */
export const staffRoles = ["OPERATOR", "OWNER", "MANAGER", "STAFF"] as const;
export type StaffRole = (typeof staffRoles)[number];
export type ClinicRole = Exclude<StaffRole, "OPERATOR">;
export const staffRoleLabels: Record<StaffRole, string> = {
  OPERATOR: "플랫폼 운영자",
  OWNER: "원장(소유자)",
  MANAGER: "실장(매니저)",
  STAFF: "직원",
};
/** Rank of a clinic role: an account may do what its rank or a lower one allows. */
export const clinicRoleRank: Record<ClinicRole, number> = { STAFF: 1, MANAGER: 2, OWNER: 3 };

/** Console sessions last a working week; the cookie is named apart from the customers' access_token. */
export const CONSOLE_SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const CONSOLE_SESSION_COOKIE = "console_session";
/** OWASP ASVS 2.1: at least 12 characters; at most 128 so hashing cannot be abused. */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;

export const staffEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "이메일 주소 형식이 올바르지 않습니다." }));
export const staffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN, `비밀번호는 ${STAFF_PASSWORD_MIN}자 이상이어야 합니다.`)
  .max(STAFF_PASSWORD_MAX, `비밀번호는 ${STAFF_PASSWORD_MAX}자 이하여야 합니다.`);

export const staffSignInBodySchema = z.object({
  email: staffEmailSchema,
  // Checked against the hash only; a short old password must still be able to sign in and change itself.
  password: z.string().min(1).max(STAFF_PASSWORD_MAX),
});
export type StaffSignInBody = z.infer<typeof staffSignInBodySchema>;

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  /** The clinic of an owner or staff member; null for the operator. */
  partnerId: z.number().int().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

/** A clinic the signed-in account may open (the operator: every clinic). */
export const consoleClinicSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  deployStatus: z.enum(["READY", "LIVE", "SUSPENDED"]),
});
export type ConsoleClinic = z.infer<typeof consoleClinicSchema>;

export const staffMeSchema = z.object({ staff: staffSchema, clinics: z.array(consoleClinicSchema) });
export type StaffMe = z.infer<typeof staffMeSchema>;

/** The API hands the token to the web server, which keeps it in an HttpOnly cookie and never shows it. */
export const staffSessionAnswerSchema = sessionTokenSchema.extend({ staff: staffSchema });
export type StaffSessionAnswer = z.infer<typeof staffSessionAnswerSchema>;

export const staffPasswordChangeSchema = z.object({
  currentPassword: z.string().min(1).max(STAFF_PASSWORD_MAX),
  newPassword: staffPasswordSchema,
});

/** Roles an owner may invite as (issue 27): a new owner only comes from the operator. */
export const invitableRoles = ["MANAGER", "STAFF"] as const;
export type InvitableRole = (typeof invitableRoles)[number];
const clinicRoles = ["OWNER", "MANAGER", "STAFF"] as const satisfies readonly ClinicRole[];

export const staffInviteBodySchema = z.object({
  email: staffEmailSchema,
  name: z.string().trim().min(1).max(50),
  role: z.enum(invitableRoles, "권한을 목록에서 고르세요.").default("STAFF"),
});
/** An owner changes another account's role (issue 27); never their own, never the last owner's. */
export const staffRoleBodySchema = z.object({
  role: z.enum(clinicRoles, "권한을 목록에서 고르세요."),
});
export type StaffRoleBody = z.infer<typeof staffRoleBodySchema>;
export const staffInviteAnswerSchema = z.object({
  staff: staffSchema,
  /** One-time: the owner passes the link on; only its hash is stored. */
  inviteToken: z.string(),
  inviteExpiresAt: timestamp,
});
export const staffAcceptInviteSchema = z.object({
  token: z.string().min(1).max(200),
  password: staffPasswordSchema,
});
export const staffListItemSchema = staffSchema.extend({
  invited: z.boolean(),
  createdAt: timestamp,
});
export const staffListSchema = z.object({ content: z.array(staffListItemSchema) });
