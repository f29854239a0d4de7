import { errorMessages } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { ApiRequestError, isApiNotFound, NO_RESPONSE_CODE, toClientError } from "./errors";

describe("toClientError (spec section 8)", () => {
  it("prefers the Korean translate text and keeps the raw message as code", () => {
    expect(
      toClientError(404, {
        status: 404,
        message: "Partner not found",
        translate: "사이트를 찾을 수 없습니다.",
      }),
    ).toEqual({
      status: 404,
      message: "사이트를 찾을 수 없습니다.",
      code: "Partner not found",
    });
  });

  it("uses the first message when the message is a list", () => {
    expect(
      toClientError(400, { status: 400, message: ["bannerLocation: invalid", "page: too big"] }),
    ).toEqual({
      status: 400,
      message: "bannerLocation: invalid",
      code: "bannerLocation: invalid",
    });
  });

  it("falls back to the message", () => {
    expect(toClientError(409, { status: 409, message: "Conflict" })).toEqual({
      status: 409,
      message: "Conflict",
      code: "Conflict",
    });
  });

  it("answers 500 with the Korean unknown-system-error text when there was no response", () => {
    expect(toClientError(null, undefined)).toEqual({
      status: 500,
      message: errorMessages.unknownSystemError,
      code: NO_RESPONSE_CODE,
    });
  });

  it("keeps the status of an answer that is not the error shape", () => {
    expect(toClientError(502, "<html>Bad gateway</html>")).toEqual({
      status: 502,
      message: errorMessages.unknownSystemError,
      code: "HTTP_502",
    });
  });
});

describe("ApiRequestError", () => {
  it("carries the mapped error and recognises 404s", () => {
    const error = new ApiRequestError(toClientError(404, { message: "Not found", translate: "없음" }));
    expect(error.message).toBe("없음");
    expect(error.status).toBe(404);
    expect(error.code).toBe("Not found");
    expect(isApiNotFound(error)).toBe(true);
    expect(isApiNotFound(new Error("x"))).toBe(false);
  });
});
