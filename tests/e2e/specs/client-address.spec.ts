import { WEB_PORT } from "../support/env";
import { DIRECT_VISITOR_ADDRESS, rawRequest } from "../support/raw-http";
import { expect, test } from "../support/test";

// Issue 23: the storefront forwarded the visitor's own X-Forwarded-For to the API, which trusts the storefront,
// so every per-address limit reset with a new header value. The customer inquiry limit (5 per clinic and address
// in 10 minutes, counted once stored) is the cheapest to trip through the real /api pass-through.
const HANEUL = "haneul.localhost";
const INQUIRY_LIMIT = 5;

const randomAddress = () =>
  `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

function sendInquiry(forwardedFor: string, from?: string) {
  const body = JSON.stringify({
    category: "ETC",
    name: "주소시험",
    phone: "010-1234-5678",
    content: "X-Forwarded-For 제한 확인",
    privacyAgreed: true,
  });
  const headers = {
    "content-type": "application/json",
    origin: `http://${HANEUL}:${WEB_PORT}`,
    "x-forwarded-for": forwardedFor,
  };
  return rawRequest("POST", HANEUL, "/api/customer/inquiries", headers, body, from);
}

/** Sends one more inquiry than the limit allows, each with a new forged address; the statuses in order. */
async function statusesOverTheLimit(forwardedFor: () => string, from?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent <= INQUIRY_LIMIT; sent += 1)
    statuses.push((await sendInquiry(forwardedFor(), from)).status);
  return statuses;
}

test.describe("the visitor's address", () => {
  test.skip(({ isMobile }) => isMobile, "server rules, not a layout: checked at one width");

  test("a visitor reaching the server directly cannot reset a per-address limit with X-Forwarded-For", async () => {
    const statuses = await statusesOverTheLimit(
      () => `${randomAddress()}, ${randomAddress()}`,
      DIRECT_VISITOR_ADDRESS,
    );
    // Earlier runs in the same 10 minutes may have used the allowance already: the last answer is a 429 either way.
    expect(statuses.at(-1), statuses.join(",")).toBe(429);
    expect(
      statuses.every((status) => status === 201 || status === 429),
      statuses.join(","),
    ).toBe(true);
  });

  test("behind the trusted load balancer, only the address it appended counts, not what the visitor wrote", async () => {
    const visitor = randomAddress();
    const statuses = await statusesOverTheLimit(() => `${randomAddress()}, ${visitor}`);
    expect(statuses.slice(0, INQUIRY_LIMIT), statuses.join(",")).toEqual(Array(INQUIRY_LIMIT).fill(201));
    expect(statuses.at(-1)).toBe(429);
  });

  test("a direct visitor's X-Forwarded-Proto does not make the server answer as if behind TLS", async () => {
    for (const path of ["/", "/api/partners/this"]) {
      const direct = await rawRequest(
        "GET",
        HANEUL,
        path,
        { "x-forwarded-proto": "https" },
        undefined,
        DIRECT_VISITOR_ADDRESS,
      );
      expect(direct.status, path).toBe(200);
      expect(direct.headers["strict-transport-security"], path).toBeUndefined();
      expect([direct.headers["set-cookie"] ?? []].flat().join("\n"), path).not.toContain("Secure");
    }
    const proxied = await rawRequest("GET", HANEUL, "/", { "x-forwarded-proto": "https" });
    expect(proxied.headers["strict-transport-security"]).toMatch(/^max-age=\d+/);
  });
});
