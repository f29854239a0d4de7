import "server-only";
import { errorMessages } from "@clinic/shared";
import { consoleEndpoints } from "@clinic/shared/contract/console-endpoints";
import { endpointPath } from "@clinic/shared/contract/endpoint";
import { env } from "@/env";
import { forwardedClientHeader } from "@/platform/client-address/forwarded-client";

/**
 * What the browser gets with the events: never stored by any cache (the console's own `private, no-store`), and
 * never compressed or held back on the way (`no-transform`; `x-accel-buffering: no` for an nginx in front).
 */
export const EVENT_STREAM_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "private, no-cache, no-store, no-transform",
  "x-accel-buffering": "no",
} as const;

const failure = (status: number, message: string, translate: string) =>
  Response.json(
    { status, message, translate },
    { status, headers: { "cache-control": "private, no-store" } },
  );

/**
 * The API's pending-queue stream passed through to the browser as it comes, chunk by chunk (the browser talks
 * only to its own origin; the staff token stays in the HttpOnly cookie). The browser hanging up aborts `signal`
 * and cancels the body, which ends the API's stream too. A refusal (401, 403) passes through as the API said it:
 * EventSource then stops, and the console's client decides when to try again.
 */
export async function proxyPendingStream(
  partnerId: number,
  token: string | undefined,
  incoming: Headers,
  signal: AbortSignal,
): Promise<Response> {
  if (!token) return failure(401, "Unauthorized", errorMessages.unauthorized);
  let upstream: Response;
  try {
    upstream = await fetch(`${env.API_URL}${endpointPath(consoleEndpoints.pendingStream, { partnerId })}`, {
      headers: {
        accept: "text/event-stream",
        authorization: `Bearer ${token}`,
        ...forwardedClientHeader(incoming),
      },
      cache: "no-store",
      signal,
    });
  } catch {
    return failure(503, "API unreachable", errorMessages.unavailable);
  }
  if (!upstream.ok || !upstream.body) {
    const body = await upstream.text().catch(() => "");
    return new Response(body, {
      status: upstream.status,
      headers: {
        "content-type": upstream.headers.get("content-type") ?? "application/json",
        "cache-control": "private, no-store",
      },
    });
  }
  return new Response(upstream.body, { status: 200, headers: EVENT_STREAM_HEADERS });
}
