import type { Customer } from "@clinic/shared";

/** Spec 1: the login event names how the visitor proved who they are, in Korean like every tracking event. */
export const LOGIN_METHODS = {
  identityVerification: "본인인증",
  smsVerification: "SMS 인증",
} as const;

export interface LoginEvent {
  event: "login";
  method: (typeof LOGIN_METHODS)[keyof typeof LOGIN_METHODS];
}

export function loginEvent(customer: Pick<Customer, "isRegular">): LoginEvent {
  return {
    event: "login",
    method: customer.isRegular ? LOGIN_METHODS.identityVerification : LOGIN_METHODS.smsVerification,
  };
}

type DataLayerHost = { dataLayer?: unknown[] };

/**
 * Spec 7: tracking events go to the page data layer (the tag manager reads it). Creating the array when the
 * tag manager has not loaded yet is the documented way: it replays the queue once it starts.
 */
export function pushToDataLayer(event: object, host: DataLayerHost | undefined = globalHost()): void {
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push(event);
}

function globalHost(): DataLayerHost | undefined {
  return typeof window === "undefined" ? undefined : (window as unknown as DataLayerHost);
}
