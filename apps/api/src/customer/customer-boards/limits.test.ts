import { expectDoublingWaits } from "@api/testing/delays";
import { useTestApp } from "@api/testing/suite";
import { apiErrorSchema, customerPostMessages } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  type CustomerBoardFixture,
  customerBoardClient,
  insertCustomerBoards,
  PASSWORD,
} from "./customer-board-fixtures";
import { PASSWORD_ATTEMPT_DELAYS } from "./post-access";

const TEN_MINUTES = 600;

describe("customer boards: rate limits", () => {
  const t = useTestApp();
  let boards: CustomerBoardFixture["boards"];
  let client: ReturnType<typeof customerBoardClient>;
  let other: ReturnType<typeof customerBoardClient>;
  let otherBoards: CustomerBoardFixture["boards"];

  beforeAll(async () => {
    const fixture = await insertCustomerBoards(t.database, "cblimits");
    boards = fixture.boards;
    client = customerBoardClient(t, fixture.bare.host);
    const second = await insertCustomerBoards(t.database, "cblimits2");
    otherBoards = second.boards;
    other = customerBoardClient(t, second.bare.host);
  });

  const expectLimited = (response: Awaited<ReturnType<typeof client.request>>, translate: string) => {
    expect(response.statusCode, response.body).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(TEN_MINUTES - 60);
    expect(retryAfter).toBeLessThanOrEqual(TEN_MINUTES);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 429, translate });
  };
  /** A 429 of the progressive delay: Retry-After is the wait the curve gives, never more than the cap. */
  const expectSlowed = (response: Awaited<ReturnType<typeof client.request>>) => {
    expect(response.statusCode, response.body).toBe(429);
    const retryAfter = Number(response.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PASSWORD_ATTEMPT_DELAYS.perPost.maxSeconds);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 429 });
    expect(apiErrorSchema.parse(response.json()).translate).toMatch(/분 후에 다시 시도해 주세요/);
  };

  it("slows one visitor's guessing on a post after 5 misses, even with the right password; others still open it", async () => {
    const post = await client.write({ boardTypeId: boards.private }, "10.3.0.1");
    const guesser = "10.3.1.1";
    const open = (password: string, ip = guesser) =>
      client.request("POST", `${BASE}/${post.id}/private`, { password }, ip);
    for (let attempt = 1; attempt <= PASSWORD_ATTEMPT_DELAYS.perPost.freeFailures; attempt++) {
      expect((await open(`wrong-${attempt}`)).statusCode, `attempt ${attempt}`).toBe(403);
    }
    expectSlowed(await open("wrong-6"));
    expectSlowed(await open(PASSWORD));
    // The same delay guards the query form, editing and deleting.
    expectSlowed(
      await client.request("GET", `${BASE}/${post.id}/private?password=${PASSWORD}`, undefined, guesser),
    );
    expectSlowed(await client.request("PUT", `${BASE}/${post.id}/delete`, { password: PASSWORD }, guesser));
    // Another visitor, and the writer, are not kept out by someone else's guessing.
    expect((await open(PASSWORD, "10.3.1.2")).statusCode).toBe(200);
    expect((await open("wrong-1", "10.3.1.3")).statusCode).toBe(403);
  });

  it("slows a visitor's guessing over all of a clinic's posts after 20 misses", async () => {
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
    expectSlowed(await client.request("POST", `${BASE}/${sixth}/private`, { password: PASSWORD }, guesser));
    expect(
      (await client.request("POST", `${BASE}/${sixth}/private`, { password: PASSWORD }, "10.4.1.2"))
        .statusCode,
    ).toBe(200);
  });

  it("a flood of wrong guesses from many addresses slows the guessers but never keeps the writer out", async () => {
    const post = await client.write({ boardTypeId: boards.private }, "10.7.0.1");
    const open = (password: string, ip: string) =>
      client.request("POST", `${BASE}/${post.id}/private`, { password }, ip);
    for (let attempt = 1; attempt <= 40; attempt++) {
      const response = await open(`wrong-${attempt}`, `10.7.1.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(403);
    }
    // Every address that has guessed now waits on the post's delay, right password or not.
    for (const ip of ["10.7.1.1", "10.7.1.40"]) {
      expectSlowed(await open("wrong-again", ip));
      expectSlowed(await open(PASSWORD, ip));
    }
    // The writer, from an address that has not been failing, opens the post at once.
    expect((await open(PASSWORD, "10.7.2.1")).statusCode).toBe(200);
    expect((await open(PASSWORD, "10.7.2.2")).statusCode).toBe(200);
  });

  it("doubles the wait with every further miss, up to the cap", () => {
    expectDoublingWaits(PASSWORD_ATTEMPT_DELAYS.perPost, [2, 4, 8, 16]);
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
