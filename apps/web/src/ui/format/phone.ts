import { DEFAULT_LANGUAGE } from "@clinic/shared";

/** Phone-number rules of spec section 5, and the default number of spec section 9. Pure. */

/** Shown (and dialled) when a partner has no phone number. */
export const DEFAULT_PHONE = "1000-1000";

/** Every non-digit stripped. */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? "").replace(/\D/g, "");
}

/**
 * Groups the digits as 3-3or4-4 with hyphens: 10 digits → 3-3-4, 11 → 3-4-4. Seoul's two-digit area code 02
 * keeps its two digits (02-3-4 or 02-4-4), and 8-digit representative numbers (1588-…) read 4-4. Anything
 * else comes back as bare digits rather than grouped wrongly.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value);
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.startsWith("02") && digits.length >= 9 && digits.length <= 10) {
    return `02-${digits.slice(2, -4)}-${digits.slice(-4)}`;
  }
  if (digits.length >= 10 && digits.length <= 11) {
    return `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`;
  }
  return digits;
}

/** A tel: link target (digits only), or null when there is no number. */
export function telHref(value: string | null | undefined): string | null {
  const digits = phoneDigits(value);
  return digits === "" ? null : `tel:${digits}`;
}

/**
 * The clinic's number as every part of the site shows it: the clinic's line (partnerTel), else its phone
 * (partnerPhone), else null.
 */
export function partnerPhoneNumber(partner: {
  partnerPhone: string | null;
  partnerTel: string | null;
}): string | null {
  return partner.partnerTel?.trim() || partner.partnerPhone?.trim() || null;
}

/** The number the shell shows and dials: the partner's number, else the spec's default 1000-1000. */
export function clinicPhone(partner: { partnerPhone: string | null; partnerTel: string | null }): string {
  return partnerPhoneNumber(partner) ?? DEFAULT_PHONE;
}

/**
 * The number as a visitor abroad dials it (issue 29): the country code (partnerInternationalTelCode, "+82") and the
 * domestic number without its trunk 0 ("02-545-1004" → "+82 2-545-1004", tel:+8225451004). A number without a
 * trunk 0 (a 1588 representative line) is dialled as it is, so it keeps its domestic form.
 */
export function internationalPhone(
  code: string | null | undefined,
  value: string | null | undefined,
): { label: string; href: string } | null {
  const digits = phoneDigits(value);
  const country = phoneDigits(code);
  if (digits === "") return null;
  if (country === "" || !digits.startsWith("0")) return { label: formatPhone(digits), href: `tel:${digits}` };
  const national = formatPhone(digits).replace(/^0/, "");
  return { label: `+${country} ${national}`, href: `tel:+${country}${digits.slice(1)}` };
}

/**
 * The clinic's number as the shell shows and dials it in `language`: at home for Korean pages, as dialled from
 * abroad for the others (issue 29). Null when there is no number to dial.
 */
export function dialledPhone(
  partner: {
    partnerPhone: string | null;
    partnerTel: string | null;
    partnerInternationalTelCode: string | null;
  },
  language: string,
): { label: string; href: string } | null {
  const phone = clinicPhone(partner);
  if (language !== DEFAULT_LANGUAGE) return internationalPhone(partner.partnerInternationalTelCode, phone);
  const href = telHref(phone);
  return href ? { href, label: formatPhone(phone) } : null;
}
