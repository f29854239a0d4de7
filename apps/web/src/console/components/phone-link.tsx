import { formatPhone, telHref } from "@/ui/format/phone";

/** A phone number as the console shows it: formatted, and a `tel:` link so a tap on a phone calls it. */
export function PhoneLink({ phone }: { phone: string | null | undefined }) {
  const href = telHref(phone);
  return href ? <a href={href}>{formatPhone(phone)}</a> : formatPhone(phone);
}
