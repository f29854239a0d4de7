import type { Customer } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { bootOptionFor, chatPageUrl, memberProfile, mobileNumberE164 } from "./boot-option";
import { bootedAs, chatStepsFor } from "./chat-session";

const member: Customer = {
  id: 42,
  type: "REGISTERED",
  isRegular: true,
  name: "김하늘",
  phone: "01012345678",
  email: "sky@example.com",
  birthDate: "1990-05-17",
  gender: "FEMALE",
  marketingReceivable: true,
  remindersReceivable: true,
  createdAt: "2025-01-01T00:00:00.000Z",
};

describe("bootOptionFor", () => {
  it("boots an anonymous visitor with the plugin key only (Korean, the SDK's own button hidden)", () => {
    expect(bootOptionFor("demo-haneul-channel", null)).toEqual({
      pluginKey: "demo-haneul-channel",
      language: "ko",
      hideChannelButtonOnBoot: true,
    });
  });

  it("boots a member with memberId and name, mobile number and e-mail; nothing else of theirs", () => {
    const option = bootOptionFor("demo-haneul-channel", member);
    expect(option).toEqual({
      pluginKey: "demo-haneul-channel",
      language: "ko",
      hideChannelButtonOnBoot: true,
      memberId: "42",
      profile: { name: "김하늘", mobileNumber: "+821012345678", email: "sky@example.com" },
    });
    const sent = JSON.stringify(option);
    for (const secret of ["1990-05-17", "FEMALE", "marketing", "REGISTERED"])
      expect(sent).not.toContain(secret);
  });

  it("leaves out an e-mail the member has not given and a number that is not a mobile", () => {
    expect(memberProfile({ ...member, email: null, phone: "0212345678" })).toEqual({ name: "김하늘" });
    expect(memberProfile({ ...member, email: "  " })).not.toHaveProperty("email");
  });
});

describe("mobileNumberE164", () => {
  it("turns Korean mobile numbers into +82 form and refuses anything else", () => {
    expect(mobileNumberE164("010-1234-5678")).toBe("+821012345678");
    expect(mobileNumberE164("0111234567")).toBe("+82111234567");
    expect(mobileNumberE164("+82 10 1234 5678")).toBe("+821012345678");
    expect(mobileNumberE164("02-123-4567")).toBeNull();
    expect(mobileNumberE164("")).toBeNull();
    expect(mobileNumberE164(null)).toBeNull();
  });
});

describe("chatPageUrl", () => {
  it("keeps the path and UTM parameters and drops every other query (preview tokens, search words)", () => {
    const origin = "http://haneul.localhost:5000";
    expect(chatPageUrl(origin, "/events", "")).toBe(`${origin}/events`);
    expect(chatPageUrl(origin, "/preview/product/3", "token=abc&utm_source=naver")).toBe(
      `${origin}/preview/product/3?utm_source=naver`,
    );
    expect(chatPageUrl(origin, "/search", "?keyword=보톡스")).toBe(`${origin}/search`);
  });
});

describe("chatStepsFor", () => {
  const key = "plugin";
  const anonymous = bootedAs(bootOptionFor(key, null));
  const asMember = bootedAs(bootOptionFor(key, member));

  it("boots first as whoever is there", () => {
    expect(chatStepsFor(null, key, null)).toEqual([{ kind: "boot", option: bootOptionFor(key, null) }]);
    expect(chatStepsFor(null, key, member)).toEqual([{ kind: "boot", option: bootOptionFor(key, member) }]);
  });

  it("after sign-in shuts the anonymous session down and boots as the member", () => {
    expect(chatStepsFor(anonymous, key, member)).toEqual([
      { kind: "shutdown" },
      { kind: "boot", option: bootOptionFor(key, member) },
    ]);
  });

  it("after logout shuts the member's session down and boots anonymously", () => {
    expect(chatStepsFor(asMember, key, null)).toEqual([
      { kind: "shutdown" },
      { kind: "boot", option: bootOptionFor(key, null) },
    ]);
  });

  it("another account on the same browser gets a fresh session", () => {
    const other = { ...member, id: 43 };
    expect(chatStepsFor(asMember, key, other).map((step) => step.kind)).toEqual(["shutdown", "boot"]);
  });

  it("changed details of the same member only update the user; no change does nothing", () => {
    expect(chatStepsFor(asMember, key, { ...member, email: "new@example.com" })).toEqual([
      {
        kind: "updateUser",
        profile: { name: "김하늘", mobileNumber: "+821012345678", email: "new@example.com" },
      },
    ]);
    expect(chatStepsFor(asMember, key, { ...member })).toEqual([]);
    expect(chatStepsFor(anonymous, key, null)).toEqual([]);
  });
});
