import { z } from "zod";
import { timestamp } from "./common";
import { customerTypes, genders } from "./constants/customer";
import { formMessages, MAX_EMAIL_LENGTH, phoneField, plainTextField, requiredOrType } from "./form";
import { languageSchema } from "./language-schema";

/** Session lifetime: the cookie and the server-side session end together. */
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
/** SMS sign-in codes: 6 digits, valid 5 minutes, single use, at most 5 wrong tries (issue 6). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_CODE_MAX_WRONG = 5;
/** A verified identity must be used for sign-up or sign-in within this many seconds. */
export const CERTIFICATION_TTL_SECONDS = 10 * 60;

// Defined zod-free (constants/customer.ts) so the browser's customer guard shares them.
export { customerTypes, genders };
export type CustomerType = (typeof customerTypes)[number];

/** The signed-in customer as the storefront shows it (their own data, so unmasked). */
export const customerSchema = z.object({
  id: z.number().int(),
  type: z.enum(customerTypes),
  /** Spec 3: true for registered customers (identity verified), false for SMS-verified guests. */
  isRegular: z.boolean(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  marketingReceivable: z.boolean(),
  /** Reminders the day before and on the day of a booking (issue 26): on unless the customer turned them off. */
  remindersReceivable: z.boolean(),
  createdAt: timestamp,
});
export type Customer = z.infer<typeof customerSchema>;

/** A signed-in session as a sign-in answers it: an opaque token and when it ends (customers' and staff's alike). */
export const sessionTokenSchema = z.object({ token: z.string(), expiresAt: timestamp });

/** Every sign-in answer: a new opaque token (the storefront keeps it in an HttpOnly cookie) and the customer. */
export const authSessionSchema = sessionTokenSchema.extend({ customer: customerSchema });
export type AuthSession = z.infer<typeof authSessionSchema>;

const impUidField = z
  .string({ error: requiredOrType })
  .trim()
  .min(1, formMessages.required)
  .max(100, formMessages.tooLong(100))
  .regex(/^[A-Za-z0-9_-]+$/, formMessages.invalidType);
export const impUidParams = z.object({ impUid: impUidField });

// ---- Identity verification (PortOne style)

/** POST /certification: how the browser should verify (the provider's merchant code, or the labelled demo). */
export const certificationStartSchema = z.object({
  mode: z.enum(["PORTONE", "DEMO"]),
  /** PortOne merchant code (imp_…) for IMP.init; null in demo mode. */
  merchantCode: z.string().nullable(),
  /** Our id for this verification attempt (merchant_uid). */
  merchantUid: z.string(),
});
export type CertificationStart = z.infer<typeof certificationStartSchema>;
/** POST /certification/demo (demo mode only): the person the demo verifier vouches for. */
export const demoCertificationSchema = z.object({
  name: plainTextField(20),
  phone: phoneField,
  birthDate: z.iso.date(formMessages.invalidType),
  gender: z.enum(genders, { error: requiredOrType }),
});
/** POST /certification/{impUid}: the API checked the verification with the provider. */
export const certificationResultSchema = z.object({
  impUid: z.string(),
  name: z.string(),
  phone: z.string(),
  /** Whether this person already has an account at this clinic (sign in rather than sign up). */
  isRegistered: z.boolean(),
});
export type CertificationResult = z.infer<typeof certificationResultSchema>;
/** GET /customer/registered-customer?impUid= */
export const registeredCustomerQuerySchema = impUidParams;
export const registeredCustomerSchema = z.object({ isRegistered: z.boolean() });

// ---- Registered customers

export const signupSchema = z.object({
  impUid: impUidField,
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, formMessages.tooLong(MAX_EMAIL_LENGTH))
    .pipe(z.union([z.literal(""), z.email(formMessages.email)]))
    .optional(),
  /** Consent to the terms of service and the privacy policy; only `true` is accepted. */
  agreeTerms: z.literal(true, { error: "이용약관에 동의해 주세요." }),
  agreePrivacy: z.literal(true, { error: formMessages.consent }),
  marketingReceivable: z.boolean().default(false),
});
export const signinSchema = z.object({ impUid: impUidField });

// ---- Guests (SMS)

export const smsPurposes = ["GUEST_SIGNIN", "PHONE_CHANGE"] as const;
/** POST /customer/auth-tokens: send a code to a phone. */
export const smsCodeRequestSchema = z.object({
  phone: phoneField,
  purpose: z.enum(smsPurposes).default("GUEST_SIGNIN"),
  /** The page's language (issue 29): the code's text message is written in it. */
  language: languageSchema.default("ko"),
});
export const smsCodeSentSchema = z.object({
  expiresInSeconds: z.number().int(),
  /** Seconds before another code may be sent to this phone. */
  resendAfterSeconds: z.number().int(),
});
const smsCodeField = z
  .string({ error: requiredOrType })
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), `인증번호 ${SMS_CODE_LENGTH}자리를 입력해 주세요.`);
export const guestSigninSchema = z.object({
  phone: phoneField,
  code: smsCodeField,
  name: plainTextField(20),
});
export const guestPhoneChangeSchema = z.object({ phone: phoneField, code: smsCodeField });
export const guestCertificationSchema = z.object({ impUid: impUidField });

// ---- My information

export const customerInfoUpdateSchema = z.object({
  email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, formMessages.tooLong(MAX_EMAIL_LENGTH))
    .pipe(z.union([z.literal(""), z.email(formMessages.email)])),
});
export const marketingUpdateSchema = z.object({ marketingReceivable: z.boolean({ error: requiredOrType }) });
/** PUT /customers/this/reminders: booking reminders on or off (receipts, confirmations, cancellations always go). */
export const remindersUpdateSchema = z.object({ remindersReceivable: z.boolean({ error: requiredOrType }) });
/** PUT /customers/this: the one state change a customer makes to the account itself is leaving (→ /goodbye). */
export const customerStateUpdateSchema = z.object({ status: z.literal("WITHDRAWN") });

export const authMessages = {
  notRegistered: "가입된 회원 정보가 없습니다. 회원가입을 진행해 주세요.",
  alreadyRegistered: "이미 가입된 회원입니다. 로그인해 주세요.",
  certificationFailed: "본인인증에 실패했습니다. 다시 시도해 주세요.",
  certificationExpired: "본인인증 시간이 지났습니다. 다시 인증해 주세요.",
  wrongCode: "인증번호가 일치하지 않습니다.",
  codeExpired: "인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.",
  tooManyCodes: (minutes: number) => `인증번호 요청이 너무 많습니다. ${minutes}분 후에 다시 시도해 주세요.`,
  guestOnly: "비회원만 사용할 수 있는 기능입니다.",
  loginRequired: "로그인이 필요합니다.",
} as const;
