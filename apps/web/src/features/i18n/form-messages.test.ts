import { authMessages, customerPostMessages, formMessages, LANGUAGES } from "@clinic/shared";
import { errorMessages } from "@clinic/shared/constants";
import { describe, expect, it } from "vitest";
import { FAILURE_KEYS, failureKeyOf, fieldMessagesIn } from "./form-messages";
import { ACCOUNT_FAILURES, BOARD_FAILURES } from "./known-failures";
import { messagesOf } from "./messages";

const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;

describe("fieldMessagesIn (issue 29)", () => {
  const korean = {
    email: formMessages.required,
    agreeTerms: "필수 항목에 동의해 주세요.",
    skipped: undefined,
  };
  const inEnglish = (field: string) => `en:${field}`;

  it("keeps the contract's and the API's Korean words on a Korean page", () => {
    expect(fieldMessagesIn("ko", korean, inEnglish)).toBe(korean);
  });

  it("gives every field with a message the page's own message instead, and drops the empty ones", () => {
    expect(fieldMessagesIn("en", korean, inEnglish)).toEqual({
      email: "en:email",
      agreeTerms: "en:agreeTerms",
    });
    expect(fieldMessagesIn("zh-TW", {}, inEnglish)).toEqual({});
  });

  it("says a known refusal on a field (a wrong code) in the catalogue's words for it", () => {
    const answered = { code: authMessages.wrongCode, name: formMessages.required };
    expect(fieldMessagesIn("ja", answered, inEnglish, ACCOUNT_FAILURES, (key) => `key:${key}`)).toEqual({
      code: "key:wrongCode",
      name: "en:name",
    });
    expect(fieldMessagesIn("ko", answered, inEnglish, ACCOUNT_FAILURES, (key) => `key:${key}`)).toBe(
      answered,
    );
  });
});

describe("failureKeyOf (issue 29)", () => {
  it("names a known Korean refusal by its own key", () => {
    expect(failureKeyOf({ status: 400, message: authMessages.wrongCode }, ACCOUNT_FAILURES)).toBe(
      "wrongCode",
    );
    expect(failureKeyOf({ status: 409, message: authMessages.alreadyRegistered }, ACCOUNT_FAILURES)).toBe(
      "alreadyRegistered",
    );
    expect(failureKeyOf({ status: 403, message: customerPostMessages.wrongPassword }, BOARD_FAILURES)).toBe(
      "wrongPassword",
    );
    expect(failureKeyOf({ status: 409, message: customerPostMessages.answeredNoEdit }, BOARD_FAILURES)).toBe(
      "answeredNoEdit",
    );
  });

  it("says 'too many' for a 429 whatever its minutes, and the generic failure or the caller's for the rest", () => {
    expect(
      failureKeyOf({ status: 429, message: customerPostMessages.tooManyPosts(10) }, BOARD_FAILURES),
    ).toBe("tooMany");
    expect(failureKeyOf({ status: 500, message: errorMessages.unknownSystemError })).toBe("failed");
    expect(
      failureKeyOf({ status: 409, message: "예약 취소 가능 시간이 지났습니다." }, {}, "cancelClosed"),
    ).toBe("cancelClosed");
    // Only the table's own texts count, not what every object has.
    expect(failureKeyOf({ status: 400, message: "toString" }, ACCOUNT_FAILURES)).toBe("failed");
  });
});

describe("the formErrors catalogue", () => {
  it("has every failure key and the fields the account and board forms name, in every language", () => {
    const fields = [
      "name",
      "phone",
      "email",
      "code",
      "birthDate",
      "gender",
      "agreeTerms",
      "agreePrivacy",
      "authorName",
      "password",
      "title",
      "content",
      "isPrivate",
      "other",
    ];
    for (const language of LANGUAGES) {
      const texts = messagesOf(language).formErrors;
      for (const key of FAILURE_KEYS) expect(texts[key], `${language} ${key}`).toBeTruthy();
      for (const field of fields)
        expect(texts.invalid[field as keyof typeof texts.invalid], `${language} ${field}`).toBeTruthy();
      if (language !== "ko") expect(HANGUL.test(JSON.stringify(texts)), language).toBe(false);
    }
  });

  it("maps known refusals only to keys the catalogue has", () => {
    for (const key of [...Object.values(ACCOUNT_FAILURES), ...Object.values(BOARD_FAILURES)])
      expect(FAILURE_KEYS).toContain(key);
  });
});
