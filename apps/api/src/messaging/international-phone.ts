/**
 * The clinic's number as a patient abroad dials it, for the messages of foreign-language bookings (issue 29): the
 * country code (partners.international_tel_code, "+82") and the domestic number without its trunk 0
 * ("02-555-0100" → "+82 2-555-0100"). The storefront shows the same (apps/web/src/ui/format/phone.ts,
 * internationalPhone). A number without a trunk 0 (a 1588 representative line) is dialled as it is. Pure.
 */
export function internationalPhone(
  code: string | null | undefined,
  value: string | null | undefined,
): string {
  const digits = (value ?? "").replace(/\D/g, "");
  const country = (code ?? "").replace(/\D/g, "");
  if (digits === "") return "";
  if (country === "" || !digits.startsWith("0")) return groupDigits(digits);
  return `+${country} ${groupDigits(digits).replace(/^0/, "")}`;
}

/** 02-3-4 / 02-4-4 for Seoul, 3-3-4 / 3-4-4, 4-4 for 8-digit representative lines; anything else as digits. */
export function groupDigits(digits: string): string {
  if (digits.length === 8) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.startsWith("02") && digits.length >= 9 && digits.length <= 10) {
    return `02-${digits.slice(2, -4)}-${digits.slice(-4)}`;
  }
  if (digits.length >= 10 && digits.length <= 11) {
    return `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`;
  }
  return digits;
}
