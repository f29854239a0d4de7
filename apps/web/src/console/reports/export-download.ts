import "server-only";
import { errorMessages } from "@clinic/shared";
import { consoleEndpoints } from "@clinic/shared/contract/console-endpoints";
import { endpointPath, queryString } from "@clinic/shared/contract/endpoint";
import { clinicHref } from "@/console/lib/paths";
import { env } from "@/env";
import { forwardedClientHeader } from "@/platform/client-address/forwarded-client";

/** What the browser gets with the file: the API's type and name, and never a cached copy. */
const PASSED_HEADERS = ["content-type", "content-disposition"] as const;

const failure = (status: number, message: string, translate: string) =>
  Response.json(
    { status, message, translate },
    { status, headers: { "cache-control": "private, no-store" } },
  );

/** The Korean message of a refusal: the first field's (the range rule), else the general one. */
async function refusalMessage(upstream: Response): Promise<string> {
  const body = (await upstream.json().catch(() => null)) as {
    translate?: string;
    fields?: { message?: string }[];
  } | null;
  return body?.fields?.[0]?.message ?? body?.translate ?? errorMessages.badRequest;
}

/** An ended session: to the sign-in page (a relative Location: the browser's own console host). */
const toSignIn = () =>
  new Response(null, { status: 303, headers: { location: "/login", "cache-control": "private, no-store" } });

/** Back to the reports page, the form filled in again and the message shown above it. */
const backToForm = (partnerId: number, from: string, to: string, message: string) =>
  new Response(null, {
    status: 303,
    headers: {
      location: `${clinicHref(partnerId, "reports")}${queryString({ from, to, exportError: message })}#export`,
      "cache-control": "private, no-store",
    },
  });

/**
 * The API's bookings export passed through to the browser as it comes (a year of bookings is never held here):
 * the browser downloads from its own origin, and the staff token stays in the HttpOnly cookie. A refused range
 * (400) sends the browser back to the form with the API's Korean message; an ended session to the sign-in page.
 */
export async function proxyExport(
  partnerId: number,
  token: string | undefined,
  request: Request,
): Promise<Response> {
  if (!token) return toSignIn();
  const search = new URL(request.url).searchParams;
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  let upstream: Response;
  try {
    upstream = await fetch(
      `${env.API_URL}${endpointPath(consoleEndpoints.exportReservations, { partnerId })}${queryString({ from, to })}`,
      {
        headers: {
          accept: "text/csv",
          authorization: `Bearer ${token}`,
          ...forwardedClientHeader(request.headers),
        },
        cache: "no-store",
        signal: request.signal,
      },
    );
  } catch {
    return failure(503, "API unreachable", errorMessages.unavailable);
  }
  if (upstream.status === 400) return backToForm(partnerId, from, to, await refusalMessage(upstream));
  if (upstream.status === 401) return toSignIn();
  if (!upstream.ok || !upstream.body) {
    return new Response(await upstream.text().catch(() => ""), {
      status: upstream.status,
      headers: {
        "content-type": upstream.headers.get("content-type") ?? "application/json",
        "cache-control": "private, no-store",
      },
    });
  }
  const headers = new Headers({ "cache-control": "private, no-store", "x-content-type-options": "nosniff" });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: 200, headers });
}
