import { authSessionSchema, errorMessages } from "@clinic/shared";
import { sessionCookie } from "./auth-cookie";

export interface SessionAnswer {
  /** What the browser receives: {expiresAt, customer}, never the token. */
  body: string;
  setCookie: string;
}

/**
 * Reads a sign-in answer from the API and splits it: the token goes into the cookie, the rest to the browser.
 * null when the answer is not an authSession (it is then withheld: it might carry a token in another shape).
 */
export async function splitSessionAnswer(
  upstream: Response,
  options: { secure: boolean; now?: number },
): Promise<SessionAnswer | null> {
  let json: unknown;
  try {
    json = JSON.parse(await upstream.text());
  } catch {
    return null;
  }
  const parsed = authSessionSchema.safeParse(json);
  if (!parsed.success) return null;
  const { token, expiresAt, customer } = parsed.data;
  return {
    body: JSON.stringify({ expiresAt, customer }),
    setCookie: sessionCookie(token, expiresAt, options),
  };
}

export const unreadableSessionAnswer = {
  status: 500,
  message: "Unexpected sign-in answer",
  translate: errorMessages.unknownSystemError,
} as const;
