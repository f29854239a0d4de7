import type { Page } from "@playwright/test";
import { fetchFromPage } from "./sites";
import { smsCodeFor, uniquePhone } from "./sms-outbox";

/**
 * Signs a new guest in through the site's own /api (the calls the sign-in form makes), for tests about what a
 * signed-in visitor sees rather than about signing in. The page must be open on the clinic.
 */
export async function signInGuestThroughApi(page: Page, name: string): Promise<void> {
  const phone = uniquePhone();
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ({ path, body }) => {
        const response = await fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      { path, body },
    );
  const sent = await post("/api/customer/auth-tokens", { phone, purpose: "GUEST_SIGNIN" });
  if (sent >= 300) throw new Error(`sending the code answered ${sent}`);
  const signedIn = await post("/api/api/guest-signin", { phone, name, code: await smsCodeFor(phone) });
  if (signedIn >= 300) throw new Error(`guest sign-in answered ${signedIn}`);
  // The session is now the HttpOnly cookie; confirm the API knows the visitor.
  const { status } = await fetchFromPage(page, "/api/customers/this");
  if (status !== 200) throw new Error(`GET /customers/this answered ${status} after sign-in`);
}
