import type { Customer } from "@clinic/shared";
import type { ChannelBootOption, ChannelProfile } from "./channel-io-types";

type Member = Pick<Customer, "id" | "name" | "phone" | "email">;

/**
 * A Korean mobile number in the E.164 form Channel Talk asks for ("010-1234-5678" → "+821012345678"), or null
 * when it is not one: a number the SDK cannot read is better left out than sent wrong. Pure.
 */
export function mobileNumberE164(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (/^01\d{8,9}$/.test(digits)) return `+82${digits.slice(1)}`;
  if (/^821\d{8,9}$/.test(digits)) return `+${digits}`;
  return null;
}

/**
 * The member's profile for the chat: name, mobile number and e-mail when present, nothing more. Birth date,
 * gender and marketing consent stay with the clinic; the counsellor needs only to know whom to answer. Pure.
 */
export function memberProfile(member: Member): ChannelProfile {
  const profile: ChannelProfile = { name: member.name };
  const mobileNumber = mobileNumberE164(member.phone);
  if (mobileNumber) profile.mobileNumber = mobileNumber;
  const email = member.email?.trim();
  if (email) profile.email = email;
  return profile;
}

/**
 * Boot payload: the partner's channelTalkId as plugin key, Korean, and the SDK's own launcher hidden because
 * the site has its own chat entries (floating item, '1:1' prompt). A signed-in customer boots as a member
 * (memberId = customer id) with their profile; anyone else anonymously. Pure.
 */
export function bootOptionFor(pluginKey: string, customer: Member | null): ChannelBootOption {
  const option: ChannelBootOption = { pluginKey, language: "ko", hideChannelButtonOnBoot: true };
  if (!customer) return option;
  return { ...option, memberId: String(customer.id), profile: memberProfile(customer) };
}

/** Query parameters a page URL keeps for the chat: the UTM ones (campaign attribution), nothing else. */
const KEPT_PARAMETER = /^utm_/;

/**
 * The page URL the chat is told about on navigation. Queries are dropped except UTM parameters: preview links
 * carry a `token` (decision 0008) and other queries may carry what a visitor typed, neither of which belongs
 * with a chat vendor. Pure.
 */
export function chatPageUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) if (KEPT_PARAMETER.test(key)) kept.append(key, value);
  const query = kept.toString();
  return `${origin}${pathname}${query ? `?${query}` : ""}`;
}
