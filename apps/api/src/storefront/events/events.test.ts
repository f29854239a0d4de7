import { createTestCatalogue, seoulDate, type TestCatalogue } from "@api/storefront/products/test-catalogue";
import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import {
  apiErrorSchema,
  errorMessages,
  eventDetailSchema,
  eventPageSchema,
  eventProductsSchema,
  eventTitleListSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";

describe("events", () => {
  const t = useTestApp();
  let shop: TestCatalogue;
  const ids = {} as Record<"a" | "b" | "secret" | "draft", number>;
  const events = {} as Record<
    "soon" | "later" | "festa" | "endless" | "ended" | "secret" | "off" | "notice" | "partner" | "mixed",
    number
  >;

  beforeAll(async () => {
    shop = await createTestCatalogue(t.database, "events");
    const face = await shop.category({ name: "얼굴" });
    const secret = await shop.category({ name: "비밀", isSecret: true });
    ids.a = await shop.product(face, { name: "A", weight: 1 });
    ids.b = await shop.product(face, { name: "B", weight: 2 });
    ids.secret = await shop.product(secret, { name: "시크릿" });
    ids.draft = await shop.product(face, { name: "초안", isPublished: false });
    events.festa = await shop.event({ title: "리프팅 페스타", weight: 1, endDate: seoulDate(10) });
    events.later = await shop.event({ title: "늦게 끝남", weight: 2, endDate: seoulDate(5) }, [ids.b, ids.a]);
    events.soon = await shop.event(
      {
        title: "오늘 마감",
        summary: "리프팅 특가",
        weight: 2,
        startDate: seoulDate(-3),
        endDate: seoulDate(0),
      },
      [ids.a],
    );
    events.endless = await shop.event({ title: "상시", weight: 2 });
    events.mixed = await shop.event({ title: "섞임", weight: 3 }, [ids.secret, ids.draft, ids.b]);
    events.ended = await shop.event({ title: "지난 리프팅", weight: 0, endDate: seoulDate(-1) }, [ids.a]);
    events.secret = await shop.event({ title: "비밀 이벤트", isSecret: true }, [ids.secret, ids.a]);
    events.off = await shop.event({ title: "꺼짐", eventViewable: false }, [ids.a]);
    events.notice = await shop.event({ title: "공지", type: "NOTICE" });
    events.partner = await shop.event({ title: "파트너", target: "PARTNER" });
  });

  const get = (url: string, origin = shop.host) =>
    t.app.inject({ method: "GET", url, headers: site(origin) });
  const list = async (query = "", path = "/events") => {
    const response = await get(`${path}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return eventPageSchema.parse(response.json());
  };
  const titles = async (query = "") => (await list(query)).rows.map((row) => row.title);
  const listed = ["리프팅 페스타", "오늘 마감", "늦게 끝남", "상시", "섞임"];

  it("lists visible, current events by weight then soonest end, with shown-product counts", async () => {
    const result = await list();
    expect(result).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(result.rows.map((row) => row.title)).toEqual(listed);
    expect(result.rows[1]).toEqual({
      id: events.soon,
      title: "오늘 마감",
      summary: "리프팅 특가",
      thumbnailUrl: null,
      startDate: seoulDate(-3),
      endDate: seoulDate(0),
      productCount: 1,
    });
    // Secret-category and unpublished products are not counted on a listed event.
    expect(result.rows.find((row) => row.id === events.mixed)?.productCount).toBe(1);
    expect(await list("", "/compatibility/events")).toEqual(result);
  });

  it("includes ended events when asked, and filters by keyword", async () => {
    expect(await titles("?includeEnded=true")).toEqual(["지난 리프팅", ...listed]);
    expect(await titles(`?keyword=${encodeURIComponent("리프")}`)).toEqual(["리프팅 페스타", "오늘 마감"]);
    expect(await titles(`?keyword=${encodeURIComponent("리프")}&includeEnded=true`)).toEqual([
      "지난 리프팅",
      "리프팅 페스타",
      "오늘 마감",
    ]);
    expect(await titles("?keyword=%25")).toEqual([]);
  });

  it("accepts only the storefront's fixed filters; asking for other events answers an empty page", async () => {
    expect(await titles("?eventViewable=true&type=EVENT&target=CUSTOMER")).toEqual(listed);
    for (const query of ["?eventViewable=false", "?type=NOTICE", "?target=PARTNER"]) {
      expect(await list(`${query}&page=2`)).toEqual({ rows: [], total: 0, page: 2, pageSize: 10 });
      const response = await get(`/event/title${query}`);
      expect(eventTitleListSchema.parse(response.json()).rows).toEqual([]);
    }
  });

  it("pages with totals", async () => {
    expect(await list("?pageSize=2&page=2")).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(await titles("?pageSize=2&page=3")).toEqual(["섞임"]);
    expect(await list("?page=4&pageSize=2")).toEqual({ rows: [], total: 5, page: 4, pageSize: 2 });
  });

  it("answers the titles of the listed events, not paged", async () => {
    for (const path of ["/event/title", "/compatibility/event/title"]) {
      const response = await get(`${path}?pageSize=1`);
      expect(response.statusCode).toBe(200);
      const rows = eventTitleListSchema.parse(response.json()).rows;
      expect(rows.map((row) => row.title)).toEqual(listed);
      expect(rows[0]).toEqual({ id: events.festa, title: "리프팅 페스타" });
    }
  });

  it("opens customer events by id, secret, switched-off and ended ones too, with their products", async () => {
    const detail = async (id: number) => {
      const response = await get(`/events/${id}`);
      expect(response.statusCode, response.body).toBe(200);
      return eventDetailSchema.parse(response.json());
    };
    const later = await detail(events.later);
    expect(later).toMatchObject({ title: "늦게 끝남", isSecret: false, productCount: 2, contentHtml: "" });
    expect(later.products.map((product) => product.name)).toEqual(["B", "A"]);
    const secret = await detail(events.secret);
    expect(secret).toMatchObject({ isSecret: true, productCount: 2 });
    // The secret page shows its secret products; a listed event never does.
    expect(secret.products.map((product) => product.name)).toEqual(["시크릿", "A"]);
    expect((await detail(events.mixed)).products.map((product) => product.name)).toEqual(["B"]);
    expect((await detail(events.off)).title).toBe("꺼짐");
    expect((await detail(events.ended)).title).toBe("지난 리프팅");
  });

  it("answers 404 for notices, partner events, unknown ids and the other clinic's events", async () => {
    for (const id of [events.notice, events.partner, 2_147_483_647]) {
      const response = await get(`/events/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        status: 404,
        message: "event not found",
        translate: errorMessages.notFound,
      });
      expect((await get(`/v2/event/products?eventId=${id}`)).statusCode).toBe(404);
    }
    expect((await get(`/events/${events.later}`, LUMIERE)).statusCode).toBe(404);
    expect((await get(`/v2/event/products?eventId=${events.later}`, LUMIERE)).statusCode).toBe(404);
    const lumiere = eventPageSchema.parse((await get("/events", LUMIERE)).json()).rows[0];
    if (lumiere) expect((await get(`/events/${lumiere.id}`)).statusCode).toBe(404);
  });

  it("pages an event's products with the event", async () => {
    const products = async (query: string) => {
      const response = await get(`/v2/event/products${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return eventProductsSchema.parse(response.json());
    };
    const first = await products(`?eventId=${events.later}`);
    expect(first).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 10,
      event: { id: events.later, productCount: 2 },
    });
    expect(first.rows.map((row) => row.name)).toEqual(["B", "A"]);
    expect(first.rows[0]?.eventIds).toEqual([events.later, events.mixed]);
    const second = await products(`?eventId=${events.later}&page=2&pageSize=1`);
    expect(second.rows.map((row) => row.name)).toEqual(["A"]);
    expect((await products(`?eventId=${events.later}&page=3&pageSize=1`)).rows).toEqual([]);
    expect((await products(`?eventId=${events.secret}`)).rows.map((row) => row.name)).toEqual([
      "시크릿",
      "A",
    ]);
  });

  it.each([
    ["/events?page=0", "query.page"],
    ["/events?pageSize=101", "query.pageSize"],
    ["/events?type=FOO", "query.type"],
    ["/events?target=customer", "query.target"],
    ["/events?eventViewable=yes", "query.eventViewable"],
    ["/events?includeEnded=1", "query.includeEnded"],
    [`/events?keyword=${"a".repeat(51)}`, "query.keyword"],
    ["/compatibility/event/title?type=BANNER", "query.type"],
    ["/events/abc", "params.id"],
    ["/events/0", "params.id"],
    ["/v2/event/products", "query.eventId"],
    ["/v2/event/products?eventId=abc", "query.eventId"],
    ["/v2/event/products?eventId=1&pageSize=101", "query.pageSize"],
  ])("answers %s with 400 naming %s", async (url, path) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.translate).toBe(errorMessages.badRequest);
    expect(body.fields?.map((field) => field.path)).toContain(path);
  });
});
