import type { ClinicValues } from "./clinic-values";

export interface CaseRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  url: string;
  payload?: object;
  headers?: Record<string, string>;
  /** An answer that never ends (text/event-stream): judged by its status and first event, then hung up. */
  stream?: true;
}

/**
 * One row of the isolation matrix. `request(victim, caller)` is sent on the caller's site: as the attack, the
 * caller is the other clinic (its own credentials, or the victim's, as the builder chooses); as the control, the
 * caller is the victim itself, which must then succeed, proving the victim's values are real and the attack
 * could have leaked something.
 */
export interface IsolationCase {
  route: string;
  request(victim: ClinicValues, caller: ClinicValues): CaseRequest | Promise<CaseRequest>;
  /**
   * What the victim's own call answers: 2xx by default; "any" (below 500) where the outcome depends on the day
   * (free times, a group) or the victim's call is refused for a reason of its own (the reason in a comment).
   */
  control?: "any";
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const visitorOf = (values: ClinicValues) => ({ "x-visitor-id": values.visitor });

/** Routes with no tenant data to isolate, with the reason. */
export const EXEMPT_ROUTES: Record<string, string> = {
  "GET /health": "platform health, no tenant data",
  "GET /hello": "benchmark baseline route, no tenant data",
  "GET /docs/json": "the OpenAPI document, no tenant data",
  "GET *": "media files: public images addressed by path (the path names the clinic), no tenant resolution",
  "GET /sites/resolve":
    "maps any host to its site by design (the storefront's proxy needs it before a tenant)",
  "GET /platform/tls/ask":
    "answers only whether a host belongs to an active clinic, for the TLS terminator (like /sites/resolve)",
  // The console's own-account routes name no clinic: they act on the presented credentials' account only
  // (console-auth/auth.test.ts and console-staff/staff.test.ts cover them); running them with the victim's token
  // would end the session the other cases use.
  "POST /console/auth/sign-in": "signs in the account whose password is given; no clinic in the request",
  "POST /console/auth/accept-invite": "sets the password of the account the one-time token names",
  "POST /console/auth/sign-out": "ends the presented session only",
  "POST /console/auth/rotate": "replaces the presented session only",
  "PUT /console/me/password": "changes the presented session's own account only",
};
