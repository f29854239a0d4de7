import type { SessionService } from "@api/customer/sessions/service";
import { errorMessages } from "@clinic/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error";
import { tenantOf } from "./tenant";

/** The signed-in customer of a request: its session and the raw token (for logout and rotation). */
export interface CustomerSession {
  sessionId: number;
  customerId: number;
  token: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Resolved on first use, so public reads never touch the sessions table. */
    customerSession: () => Promise<CustomerSession | null>;
  }
}

/** Spec 6: the access token arrives as the Authorization header, bare or as a Bearer credential. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  const token = (bearer?.[1] ?? value).trim();
  return token === "" ? null : token;
}

/** Inside the tenant scope: gives every request a memoised `customerSession()`. */
export function registerCustomerSession(scope: FastifyInstance, sessions: SessionService): void {
  scope.decorateRequest("customerSession", null as unknown as FastifyRequest["customerSession"]);
  scope.addHook("onRequest", async (request) => {
    let memo: Promise<CustomerSession | null> | undefined;
    request.customerSession = () => {
      memo ??= (async () => {
        const token = tokenFromAuthorization(request.headers.authorization);
        if (!token) return null;
        const found = await sessions.resolve(tenantOf(request).partnerId, token);
        return found ? { ...found, token } : null;
      })();
      return memo;
    };
  });
}

/** 401 in the spec-8 shape: the storefront clears the user and token, toasts and goes home. */
export const sessionRequired = () => new HttpError(401, "session required", errorMessages.sessionExpired);

/** The signed-in customer, or a 401. */
export async function requireCustomer(request: FastifyRequest): Promise<CustomerSession> {
  const session = await request.customerSession();
  if (!session) throw sessionRequired();
  return session;
}

/** The customer id when signed in, else null (member-aware endpoints like customer boards). */
export async function customerIdOf(request: FastifyRequest): Promise<number | null> {
  return (await request.customerSession())?.customerId ?? null;
}
