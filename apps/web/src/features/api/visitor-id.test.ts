import { describe, expect, it } from "vitest";
import { isVisitorId, visitorIdFor } from "./visitor-id";

const known = "0b9e6c1e-4a7d-4f0e-9a51-2f6f0d4b8c11";

describe("visitorIdFor", () => {
  it("keeps a valid id without setting a cookie", () => {
    expect(visitorIdFor(known, { secure: false })).toEqual({ id: known, setCookie: null });
  });

  it.each([undefined, "", "not-a-uuid", `${known}x`, "../../etc"])(
    "replaces %s with a fresh HttpOnly cookie",
    (value) => {
      const { id, setCookie } = visitorIdFor(value, { secure: true });
      expect(isVisitorId(id)).toBe(true);
      expect(id).not.toBe(value);
      expect(setCookie).toContain(`visitor_id=${id}`);
      expect(setCookie).toContain("HttpOnly");
      expect(setCookie).toContain("SameSite=Lax");
      expect(setCookie).toContain("Secure");
      expect(setCookie).toContain("Path=/");
    },
  );

  it("omits Secure on plain http (local development)", () => {
    expect(visitorIdFor(undefined, { secure: false }).setCookie).not.toContain("Secure");
  });

  it("hands out different ids to different visitors", () => {
    expect(visitorIdFor(undefined, { secure: false }).id).not.toBe(
      visitorIdFor(undefined, { secure: false }).id,
    );
  });
});
