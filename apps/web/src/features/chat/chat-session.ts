import type { Customer } from "@clinic/shared";
import { bootOptionFor, memberProfile } from "./boot-option";
import type { ChannelBootOption, ChannelProfile } from "./channel-io-types";

type Member = Pick<Customer, "id" | "name" | "phone" | "email">;

/** Who the chat was last booted as: the member id (null = anonymous) and their profile as sent. */
export interface BootedAs {
  memberId: string | null;
  profileKey: string;
}

export type ChatStep =
  | { kind: "shutdown" }
  | { kind: "boot"; option: ChannelBootOption }
  | { kind: "updateUser"; profile: ChannelProfile };

export function bootedAs(option: ChannelBootOption): BootedAs {
  return { memberId: option.memberId ?? null, profileKey: JSON.stringify(option.profile ?? null) };
}

/**
 * What the chat must do when the signed-in customer is (re)read: the first time, boot; when the person changes
 * (sign-in, logout, another account), shut the old session down and boot as the new one, so one person's
 * conversation never shows to the next person on the same browser; when only their details changed
 * (my-page edits), updateUser. Nothing when nothing changed. Pure.
 */
export function chatStepsFor(
  previous: BootedAs | null,
  pluginKey: string,
  customer: Member | null,
): ChatStep[] {
  const option = bootOptionFor(pluginKey, customer);
  const next = bootedAs(option);
  if (!previous) return [{ kind: "boot", option }];
  if (previous.memberId !== next.memberId) return [{ kind: "shutdown" }, { kind: "boot", option }];
  if (customer && previous.profileKey !== next.profileKey) {
    return [{ kind: "updateUser", profile: memberProfile(customer) }];
  }
  return [];
}
