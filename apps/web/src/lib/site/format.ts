/** Korean display helpers shared by the shell and pages. Pure. */

/** Spec section 5: strip every non-digit, then group as 3-3or4-4 (or 2-3or4-4 for Seoul's 02, 4-4 for 1xxx-xxxx). */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? "").replace(/\D/g, "");
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
  const digits = (value ?? "").replace(/\D/g, "");
  return digits === "" ? null : `tel:${digits}`;
}

/** Spec section 2: times are cut to the first 5 characters (HH:MM). */
export const shortTime = (time: string) => time.slice(0, 5);

/** The name visitors see: displayName when set, else partnerName (spec section 2, headers). */
export function partnerDisplayName(partner: { partnerName: string; displayName: string | null }): string {
  return partner.displayName?.trim() || partner.partnerName;
}
