import { apiErrorSchema, customerPostMessages } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app";
import {
  BASE,
  type CustomerBoardFixture,
  customerBoardClient,
  insertCustomerBoards,
  PASSWORD,
} from "./customer-board-fixtures";

const TEN_MINUTES = 600;

describe("customer boards: rate limits", () => {
  let t: TestApp;
  let boards: CustomerBoardFixture["boards"];
  let client: ReturnType<typeof customerBoardClient>;
  let other: ReturnType<typeof customerBoardClient>;
  let otherBoards: CustomerBoardFixture["boards"];

  beforeAll(async () => {
    t = await createTestApp();
    const fixture = await insertCustomerBoards(t.database, "cblimits");
    boards = fixture.boards;
    client = customerBoardClient(t, fixture.bare.host);
    const second = await insertCustomerBoards(t.database, "cblimits2");
    otherBoards = second.boards;
    other = customerBoardClient(t, second.bare.host);
  });
  afterAll(() => t.close());

  const expectLimited = (response: Awaited<ReturnType<typeof client.request>>, translate: string) => {
    expect(response.statusCode, response.body).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(TEN_MINUTES - 60);
    expect(retryAfter).toBeLessThanOrEqual(TEN_MINUTES);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 429, translate });
  };

  it("refuses the 6th wrong password on a post from one visitor, then even the right one; others may still try", async () => {
    const post = await client.write({ boardTypeId: boards.private }, "10.3.0.1");
    const guesser = "10.3.1.1";
    const open = (password: string, ip = guesser) =>
      client.request("POST", `${BASE}/${post.id}/private`, { password }, ip);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await open(`wrong-${attempt}`)).statusCode, `attempt ${attempt}`).toBe(403);
    }
    expectLimited(await open("wrong-6"), customerPostMessages.tooManyAttempts(10));
    expectLimited(await open(PASSWORD), customerPostMessages.tooManyAttempts(10));
    // The same limit guards the query form, editing and deleting.
    expectLimited(
      await client.request("GET", `${BASE}/${post.id}/private?password=${PASSWORD}`, undefined, guesser),
      customerPostMessages.tooManyAttempts(10),
    );
    expectLimited(
      await client.request("PUT", `${BASE}/${post.id}/delete`, { password: PASSWORD }, guesser),
      customerPostMessages.tooManyAttempts(10),
    );
    // Another visitor, and the writer, are not locked out by someone else's guessing.
    expect((await open(PASSWORD, "10.3.1.2")).statusCode).toBe(200);
    expect((await open("wrong-1", "10.3.1.3")).statusCode).toBe(403);
  });

  it("refuses a visitor's 21st wrong password over all of a clinic's posts", async () => {
    const posts = [];
    for (let index = 0; index < 6; index++) {
      posts.push(await client.write({ boardTypeId: boards.choice, isPrivate: true }, `10.4.0.${index}`));
    }
    const guesser = "10.4.1.1";
    // Four misses on each of five posts: 20 in all, none of the posts at its own limit.
    for (const post of posts.slice(0, 5)) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        const response = await client.request(
          "POST",
          `${BASE}/${post.id}/private`,
          { password: "wrong-1234" },
          guesser,
        );
        expect(response.statusCode).toBe(403);
      }
    }
    const sixth = posts[5]?.id as number;
    expectLimited(
      await client.request("POST", `${BASE}/${sixth}/private`, { password: PASSWORD }, guesser),
      customerPostMessages.tooManyAttempts(10),
    );
    expect(
      (await client.request("POST", `${BASE}/${sixth}/private`, { password: PASSWORD }, "10.4.1.2"))
        .statusCode,
    ).toBe(200);
  });

  it("caps wrong passwords on one post from all addresses together, so rotating addresses cannot go on guessing", async () => {
    const post = await client.write({ boardTypeId: boards.private }, "10.7.0.1");
    const open = (password: string, ip: string) =>
      client.request("POST", `${BASE}/${post.id}/private`, { password }, ip);
    for (let attempt = 1; attempt <= 30; attempt++) {
      expect((await open(`wrong-${attempt}`, `10.7.1.${attempt}`)).statusCode, `attempt ${attempt}`).toBe(
        403,
      );
    }
    const refused = await open(PASSWORD, "10.7.2.1");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(TEN_MINUTES);
  });

  it("refuses a visitor's 6th post in ten minutes on one clinic, not another visitor's or clinic's", async () => {
    const writer = "10.5.0.1";
    for (let index = 1; index <= 5; index++)
      await client.write({ boardTypeId: boards.public, title: `글 ${index}` }, writer);
    const sixth = await client.request(
      "POST",
      BASE,
      {
        boardTypeId: boards.public,
        title: "여섯째",
        content: "내용",
        authorName: "김하늘",
        password: PASSWORD,
      },
      writer,
    );
    expectLimited(sixth, customerPostMessages.tooManyPosts(10));
    await client.write({ boardTypeId: boards.public }, "10.5.0.2");
    await other.write({ boardTypeId: otherBoards.public }, writer);
  });

  it("does not count refused posts (invalid or login required) against the write limit", async () => {
    const writer = "10.6.0.1";
    for (let index = 0; index < 6; index++) {
      const refused = await client.request(
        "POST",
        BASE,
        {
          boardTypeId: boards.members,
          title: "제목",
          content: "내용",
          authorName: "김하늘",
          password: PASSWORD,
        },
        writer,
      );
      expect(refused.statusCode).toBe(401);
    }
    await client.write({ boardTypeId: boards.public }, writer);
  });
});
