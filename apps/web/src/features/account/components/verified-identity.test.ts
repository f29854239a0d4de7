import { CERTIFICATION_TTL_SECONDS } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { parseVerifiedIdentity } from "./verified-identity";

describe("parseVerifiedIdentity", () => {
  const at = 1_700_000_000_000;
  const raw = JSON.stringify({ impUid: "demo_abc", name: "홍길동", at });

  it("reads an identity handed over within the verification lifetime", () => {
    expect(parseVerifiedIdentity(raw, at + 1000)).toEqual({ impUid: "demo_abc", name: "홍길동", at });
  });

  it("drops one the API would no longer accept", () => {
    expect(parseVerifiedIdentity(raw, at + CERTIFICATION_TTL_SECONDS * 1000 + 1)).toBeNull();
  });

  it("ignores missing or malformed values", () => {
    expect(parseVerifiedIdentity(null, at)).toBeNull();
    expect(parseVerifiedIdentity("not json", at)).toBeNull();
    expect(parseVerifiedIdentity(JSON.stringify({ impUid: 1, name: "a", at }), at)).toBeNull();
  });
});
