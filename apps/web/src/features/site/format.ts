/** Korean display helpers shared by the shell and pages. Pure. */

// Phone rules live in phone.ts; re-exported here for the modules that already import them from format.
export { formatPhone, telHref } from "@/ui/format/phone";

/** Spec section 2: times are cut to the first 5 characters (HH:MM). */
export const shortTime = (time: string) => time.slice(0, 5);

/** The name visitors see: displayName when set, else partnerName (spec section 2, headers). */
export function partnerDisplayName(partner: { partnerName: string; displayName: string | null }): string {
  return partner.displayName?.trim() || partner.partnerName;
}
