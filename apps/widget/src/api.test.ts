import { afterEach, describe, expect, it, vi } from "vitest";
import { createApi } from "./api";
import { ja } from "./i18n/messages-ja";

function stubFetch(answer: Response | Error) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the widget's calls (the contract's endpoints through the clinic's pass-through)", () => {
  it("books at the clinic's /api with its cookies, the body and the idempotency key", async () => {
    const reservation = { id: 5, status: "REQUESTED" };
    const fetch = stubFetch(Response.json(reservation, { status: 201 }));
    const body = {
      type: "VISIT" as const,
      reservedAt: "2026-12-01T10:00:00+09:00",
      productOptionIds: [3],
      agreePrivacy: true as const,
    };
    const answer = await createApi("https://lumiere.example.com/").createReservation(body, "key-1");
    expect(answer).toEqual({ ok: true, status: 201, data: reservation });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://lumiere.example.com/api/customer/reservations");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: JSON.stringify(body) });
    expect(init?.headers).toMatchObject({ "content-type": "application/json", "idempotency-key": "key-1" });
  });

  it("fills path parameters and the query (lists comma separated)", async () => {
    const fetch = stubFetch(Response.json({ rows: [] }));
    const api = createApi("https://lumiere.example.com");
    await api.product(12);
    await api.products({ eventId: 3 });
    await api.confirm([4, 5]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      "https://lumiere.example.com/api/products/12",
      "https://lumiere.example.com/api/products?eventId=3&pageSize=50",
      "https://lumiere.example.com/api/customer/reservation-confirm?productOptionIds=4%2C5",
    ]);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: "GET", body: undefined });
  });

  it("removes cart lines by option id only, and never sends the id-less DELETE that empties a cart", async () => {
    const fetch = stubFetch(Response.json({ rows: [], totalPrice: 0 }));
    const api = createApi("https://lumiere.example.com");
    await api.removeFromCart(false, [7]);
    await api.removeFromCart(true, [7, 8]);
    expect(await api.removeFromCart(true, [])).toMatchObject({ ok: true });
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      "DELETE https://lumiere.example.com/api/guest/carts?productOptionIds=7",
      "DELETE https://lumiere.example.com/api/carts?productOptionIds=7%2C8",
    ]);
  });

  it("answers failures with the text to show: a field's message, else translate, else a general one", async () => {
    const api = createApi("https://lumiere.example.com");
    const fields = {
      status: 400,
      message: "Bad",
      translate: "요청 값이 올바르지 않습니다.",
      fields: [{ path: "body.phone", message: "휴대폰 번호를 확인해 주세요" }],
    };
    stubFetch(Response.json(fields, { status: 400 }));
    expect(await api.sendCode("010")).toEqual({
      ok: false,
      status: 400,
      message: "휴대폰 번호를 확인해 주세요",
    });
    stubFetch(
      Response.json({ status: 409, message: "Taken", translate: "이미 예약된 시간입니다." }, { status: 409 }),
    );
    expect(await api.me()).toEqual({ ok: false, status: 409, message: "이미 예약된 시간입니다." });
    stubFetch(new Response("<html>bad gateway</html>", { status: 502 }));
    expect(await api.me()).toMatchObject({
      ok: false,
      status: 502,
      message: expect.stringContaining("일시적인 오류"),
    });
    stubFetch(new TypeError("Failed to fetch"));
    expect(await api.me()).toEqual({ ok: false, status: 0, message: "네트워크 연결을 확인해 주세요." });
  });

  it("says a refusal in the page's language when it is not Korean (the API's translate is Korean)", async () => {
    const api = createApi("https://lumiere.example.com", () => "ja");
    stubFetch(
      Response.json(
        {
          status: 400,
          message: "Bad",
          fields: [{ path: "body.phone", message: "휴대폰 번호를 확인해 주세요" }],
        },
        { status: 400 },
      ),
    );
    expect(await api.sendCode("010")).toEqual({ ok: false, status: 400, message: ja.errorPhone });
    stubFetch(Response.json({ status: 409, message: "full", translate: "마감되었습니다." }, { status: 409 }));
    expect(await api.me()).toEqual({ ok: false, status: 409, message: ja.errorNotBookable });
    stubFetch(new TypeError("Failed to fetch"));
    expect(await api.me()).toEqual({ ok: false, status: 0, message: ja.errorOffline });
  });
});
