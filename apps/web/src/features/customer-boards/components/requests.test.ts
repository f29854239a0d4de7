import { customerPostMessages, errorMessages } from "@clinic/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPost, deletePost, openPost, updatePost } from "./requests";

const post = {
  id: 41,
  boardTypeId: 7,
  title: "예약 문의",
  authorName: "홍길동",
  isPrivate: true,
  isLocked: false,
  isGuest: true,
  isMine: false,
  answerCount: 0,
  createdAt: "2025-03-01T01:00:00.000Z",
  updatedAt: "2025-03-01T01:00:00.000Z",
  content: "토요일에 예약할 수 있나요?",
  answers: [],
  boardType: {
    id: 7,
    name: "고객 게시판",
    description: null,
    layout: "LIST",
    area: "CSCENTER",
    postVisibility: "PRIVATE",
    writeRequiresLogin: false,
  },
};

function answer(status: number, body?: unknown) {
  const fetch = vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("customer board requests", () => {
  it("sends the password in a POST body to the same-origin pass-through and answers the opened post", async () => {
    const fetch = answer(200, post);
    expect(await openPost(41, "pw12")).toEqual({ ok: true, data: post });
    expect(fetch).toHaveBeenCalledWith(
      "/api/customer/notice-customer-boards/41/private",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ password: "pw12" }) }),
    );
  });

  it("returns a wrong password (403) as a value with the Korean message instead of throwing", async () => {
    answer(403, { status: 403, message: "wrong password", translate: customerPostMessages.wrongPassword });
    expect(await openPost(41, "nope")).toEqual({
      ok: false,
      error: { status: 403, message: customerPostMessages.wrongPassword, fields: undefined },
    });
  });

  it("keeps a 400's fields and a 429's message", async () => {
    const fields = [{ path: "body.title", message: "100자 이하로 입력해 주세요." }];
    answer(400, { status: 400, message: "validation failed", translate: errorMessages.badRequest, fields });
    const refused = await createPost({ boardTypeId: 7, title: "x", content: "y" });
    expect(refused).toEqual({ ok: false, error: { status: 400, message: errorMessages.badRequest, fields } });

    const tooMany = customerPostMessages.tooManyPosts(7);
    answer(429, { status: 429, message: "too many posts", translate: tooMany });
    expect(await createPost({ boardTypeId: 7, title: "x", content: "y" })).toMatchObject({
      ok: false,
      error: { status: 429, message: tooMany },
    });
  });

  it("treats a 204 delete as done and sends only what it was given", async () => {
    const fetch = answer(204);
    expect(await deletePost(41, "pw12")).toEqual({ ok: true, data: null });
    expect(fetch).toHaveBeenCalledWith(
      "/api/customer/notice-customer-boards/41/delete",
      expect.objectContaining({ method: "PUT", body: JSON.stringify({ password: "pw12" }) }),
    );
  });

  it("reports no answer and an answer that is not a post as the unknown-error message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("fetch failed");
      }),
    );
    expect(await updatePost(41, { title: "a", content: "b" })).toMatchObject({
      ok: false,
      error: { status: 500, message: errorMessages.unknownSystemError },
    });
    answer(200, { id: 41 });
    expect(await updatePost(41, { title: "a", content: "b" })).toMatchObject({
      ok: false,
      error: { status: 500, message: errorMessages.unknownSystemError },
    });
  });
});
