import { describe, expect, it } from "vitest";
import { signTenant, verifyTenant } from "./tenant-signature";

const SECRET = "a-secret-of-sixteen-or-more";

describe("tenant signature", () => {
  it("accepts the signature it made for that partner id", () => {
    expect(verifyTenant("12", signTenant(12, SECRET), SECRET)).toBe(12);
  });

  it("is the same for the same id and secret, and differs by id and by secret", () => {
    expect(signTenant(12, SECRET)).toBe(signTenant(12, SECRET));
    expect(signTenant(12, SECRET)).not.toBe(signTenant(13, SECRET));
    expect(signTenant(12, SECRET)).not.toBe(signTenant(12, `${SECRET}!`));
  });

  it.each([
    ["another partner's signature", "13", signTenant(12, SECRET)],
    ["a signature by another secret", "12", signTenant(12, "another-secret-of-sixteen")],
    ["a truncated signature", "12", signTenant(12, SECRET).slice(0, -1)],
    ["an empty signature", "12", ""],
    ["a leading zero", "012", signTenant(12, SECRET)],
    ["a non-number", "twelve", signTenant(12, SECRET)],
    ["a negative id", "-12", signTenant(-12, SECRET)],
    ["an id beyond int4", "99999999999", signTenant(99_999_999_999, SECRET)],
  ])("refuses %s", (_, partner, signature) => {
    expect(verifyTenant(partner, signature, SECRET)).toBeNull();
  });

  it("refuses everything without a secret or without either header", () => {
    expect(verifyTenant("12", signTenant(12, SECRET), undefined)).toBeNull();
    expect(verifyTenant("12", signTenant(12, SECRET), "")).toBeNull();
    expect(verifyTenant(undefined, signTenant(12, SECRET), SECRET)).toBeNull();
    expect(verifyTenant("12", undefined, SECRET)).toBeNull();
  });
});
