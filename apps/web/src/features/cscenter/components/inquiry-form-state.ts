import { HONEYPOT_FIELD, type InquiryCreate, inquiryCreateSchema } from "@clinic/shared";

/** The inquiry form's visible fields, in the order they appear (the first wrong one gets the focus). */
export const INQUIRY_FIELDS = ["category", "name", "phone", "email", "content", "privacyAgreed"] as const;
export type InquiryField = (typeof INQUIRY_FIELDS)[number];
/** The longest phone input the shared phoneField accepts before stripping non-digits. */
export const PHONE_MAX_LENGTH = 20;
export type FieldErrors = Partial<Record<InquiryField, string>>;

export interface InquiryValues {
  /** "" while no category is picked. */
  category: string;
  name: string;
  phone: string;
  email: string;
  content: string;
  privacyAgreed: boolean;
  /** The honeypot: people never see it, so anything in it came from a bot. */
  [HONEYPOT_FIELD]: string;
}

export const EMPTY_INQUIRY: InquiryValues = {
  category: "",
  name: "",
  phone: "",
  email: "",
  content: "",
  privacyAgreed: false,
  [HONEYPOT_FIELD]: "",
};

const isField = (key: unknown): key is InquiryField =>
  typeof key === "string" && (INQUIRY_FIELDS as readonly string[]).includes(key);

/** The body before validation: what the visitor typed, which may not fit the contract yet. */
export type InquiryRequest = Omit<InquiryCreate, "category" | "privacyAgreed"> & {
  category?: string;
  privacyAgreed: boolean;
};

/** The request body as the form sends it: an unpicked category and a blank email count as not given. */
export function inquiryBody(values: InquiryValues): InquiryRequest {
  return {
    category: values.category || undefined,
    name: values.name,
    phone: values.phone,
    email: values.email.trim() === "" ? undefined : values.email,
    content: values.content,
    privacyAgreed: values.privacyAgreed,
    // Sent as typed, so the API (not this script, which a bot may skip) decides what a filled honeypot means.
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] || undefined,
  };
}

/**
 * Checks the form with the shared contract before anything is sent, so the visitor reads the same Korean
 * messages the API would answer with; one message per field (the first). The honeypot is left to the API.
 */
export function validateInquiry(values: InquiryValues): FieldErrors {
  const result = inquiryCreateSchema.safeParse({ ...inquiryBody(values), [HONEYPOT_FIELD]: undefined });
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (isField(key) && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** A 400 answer's `fields` ([{ path: "body.name", message }]) as messages on the form's inputs. */
export function apiFieldErrors(body: unknown): FieldErrors {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    const { path, message } = (field ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path !== "string" || typeof message !== "string") continue;
    const key = path.replace(/^body\./, "").split(".")[0];
    if (isField(key) && !errors[key]) errors[key] = message;
  }
  return errors;
}

/** The first field with a message, in form order. */
export const firstErrorField = (errors: FieldErrors): InquiryField | undefined =>
  INQUIRY_FIELDS.find((field) => errors[field]);
