import {
  CUSTOMER_POST_LIMITS,
  customerPostAuthorField,
  customerPostCreateSchema,
  customerPostNewPasswordField,
  formMessages,
} from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { apiFieldErrors, validateForm } from "./form-errors";

const guestSchema = customerPostCreateSchema.extend({
  authorName: customerPostAuthorField,
  password: customerPostNewPasswordField,
});

describe("validateForm", () => {
  it("names every empty field with the required message and a blank one with the empty message", () => {
    const result = validateForm(guestSchema, {
      boardTypeId: 3,
      authorName: "",
      password: "",
      title: "   ",
      content: "",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        authorName: formMessages.required,
        password: formMessages.required,
        title: formMessages.empty,
        content: formMessages.required,
      },
    });
  });

  it("gives the length messages of spec 5 for a short password and an oversize body", () => {
    const result = validateForm(guestSchema, {
      boardTypeId: 3,
      authorName: "홍길동",
      password: "abc1234",
      title: "문의",
      content: "가".repeat(CUSTOMER_POST_LIMITS.contentMax + 1),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        password: formMessages.tooShort(CUSTOMER_POST_LIMITS.passwordMin),
        content: formMessages.tooLong(CUSTOMER_POST_LIMITS.contentMax),
      },
    });
  });

  it("answers the parsed values (trimmed text, password as typed) when everything is valid", () => {
    const result = validateForm(guestSchema, {
      boardTypeId: 3,
      authorName: " 홍길동 ",
      password: " pw12345 ",
      title: " 문의 ",
      content: "첫 줄\n둘째 줄",
      website: "",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        boardTypeId: 3,
        authorName: "홍길동",
        password: " pw12345 ",
        title: "문의",
        content: "첫 줄\n둘째 줄",
      },
    });
  });
});

describe("apiFieldErrors", () => {
  it("maps body paths to the form's field names and keeps the first message of each", () => {
    const fields = [
      { path: "body.title", message: "100자 이하로 입력해 주세요." },
      { path: "body.title", message: "second" },
      { path: "body.password", message: "4자 이상 입력해 주세요." },
      { path: "query.page", message: "ignored" },
      { path: "body", message: "ignored too" },
    ];
    expect(apiFieldErrors(fields, ["title", "content", "password"])).toEqual({
      title: "100자 이하로 입력해 주세요.",
      password: "4자 이상 입력해 주세요.",
    });
    expect(apiFieldErrors(undefined, ["title"])).toEqual({});
  });
});
