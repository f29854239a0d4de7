import { formMessages } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import {
  apiFieldErrors,
  EMPTY_INQUIRY,
  firstErrorField,
  type InquiryValues,
  inquiryBody,
  validateInquiry,
} from "./inquiry-form-state";

const filled: InquiryValues = {
  ...EMPTY_INQUIRY,
  category: "RESERVATION",
  name: "김하늘",
  phone: "010-1234-5678",
  content: "토요일 오전 예약이 가능한가요?",
  privacyAgreed: true,
};

describe("validateInquiry", () => {
  it("accepts a complete form, with or without an email", () => {
    expect(validateInquiry(filled)).toEqual({});
    expect(validateInquiry({ ...filled, email: "sky@example.com" })).toEqual({});
  });

  it("names every missing field with the shared Korean messages", () => {
    expect(validateInquiry(EMPTY_INQUIRY)).toEqual({
      category: formMessages.required,
      name: formMessages.empty,
      phone: formMessages.phone,
      content: formMessages.empty,
      privacyAgreed: formMessages.consent,
    });
  });

  it("refuses a malformed email and phone, and a name of blanks", () => {
    expect(validateInquiry({ ...filled, email: "sky@", phone: "12345", name: "   " })).toEqual({
      email: formMessages.email,
      phone: formMessages.phone,
      name: formMessages.empty,
    });
  });

  it("leaves a filled honeypot to the API instead of blocking the form", () => {
    const bot = { ...filled, website: "http://spam.example" };
    expect(validateInquiry(bot)).toEqual({});
    expect(inquiryBody(bot).website).toBe("http://spam.example");
  });
});

describe("inquiryBody", () => {
  it("leaves out an unpicked category, a blank email and an empty honeypot", () => {
    const body = inquiryBody({ ...filled, category: "", email: "  " });
    expect(body.category).toBeUndefined();
    expect(body.email).toBeUndefined();
    expect("website" in body && body.website !== undefined).toBe(false);
  });
});

describe("apiFieldErrors", () => {
  it("maps the API's body.* field paths to the form's inputs, first message per field", () => {
    const body = {
      status: 400,
      fields: [
        { path: "body.phone", message: "연락처를 정확히 입력해 주세요." },
        { path: "body.phone", message: "second" },
        { path: "body.content", message: "2,000자 이하로 입력해 주세요." },
        { path: "body.unknown", message: "ignored" },
        { path: 3, message: "ignored" },
      ],
    };
    expect(apiFieldErrors(body)).toEqual({
      phone: "연락처를 정확히 입력해 주세요.",
      content: "2,000자 이하로 입력해 주세요.",
    });
  });

  it("gives nothing for answers without fields", () => {
    expect(apiFieldErrors({ status: 400, message: "bad" })).toEqual({});
    expect(apiFieldErrors(null)).toEqual({});
    expect(apiFieldErrors("oops")).toEqual({});
  });
});

describe("firstErrorField", () => {
  it("picks the first wrong field in form order", () => {
    expect(firstErrorField({ content: "x", name: "y" })).toBe("name");
    expect(firstErrorField({})).toBeUndefined();
  });
});
