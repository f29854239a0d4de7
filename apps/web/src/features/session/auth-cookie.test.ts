import { SESSION_TTL_SECONDS } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { clearedSessionCookie, cookieActionFor, maxAgeSeconds, sessionCookie } from "./auth-cookie";

describe("cookieActionFor", () => {
  it("sets the cookie for 2xx sign-in answers only", () => {
    for (const path of [
      "/api/signup",
      "/api/signin",
      "/api/guest-signin",
      "/access-tokens",
      "/API/Signin/",
    ]) {
      expect(cookieActionFor("POST", path, 200)).toBe("set");
      expect(cookieActionFor("POST", path, 400)).toBe("none");
      expect(cookieActionFor("GET", path, 200)).toBe("none");
    }
  });

  it("clears it on logout (whatever the answer), on any 401, and on a 204 withdrawal", () => {
    expect(cookieActionFor("POST", "/customer/logout", 204)).toBe("clear");
    expect(cookieActionFor("POST", "/customer/logout", null)).toBe("clear");
    expect(cookieActionFor("GET", "/boards/3/posts", 401)).toBe("clear");
    expect(cookieActionFor("PUT", "/customers/this", 204)).toBe("clear");
    expect(cookieActionFor("PUT", "/customers/this/info", 204)).toBe("none");
    expect(cookieActionFor("GET", "/customers/this", 403)).toBe("none");
  });
});

describe("session cookie values", () => {
  const now = Date.parse("2030-01-01T00:00:00.000Z");

  it("lives until expiresAt", () => {
    expect(maxAgeSeconds("2030-01-01T01:00:00.000Z", now)).toBe(3600);
    expect(maxAgeSeconds("2029-12-31T00:00:00.000Z", now)).toBe(0);
    expect(maxAgeSeconds("not a date", now)).toBe(SESSION_TTL_SECONDS);
  });

  it("is HttpOnly, Lax, site-wide, Secure only over https", () => {
    const plain = sessionCookie("a b", "2030-01-01T00:00:10.000Z", { secure: false, now });
    expect(plain).toBe("access_token=a%20b; Path=/; HttpOnly; SameSite=Lax; Max-Age=10");
    expect(sessionCookie("t", "2030-01-02T00:00:00.000Z", { secure: true, now })).toContain("; Secure;");
  });

  it("is cleared with an expired date", () => {
    expect(clearedSessionCookie({ secure: true })).toBe(
      "access_token=; Path=/; HttpOnly; SameSite=Lax; Secure; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0",
    );
  });
});
