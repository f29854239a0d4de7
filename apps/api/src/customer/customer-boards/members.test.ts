import { insertSignedInCustomer, type SignedInCustomer } from "@api/customer/customers/customer-fixtures";
import { useTestApp } from "@api/testing/suite";
import { eq, schema } from "@clinic/db";
import {
  apiErrorSchema,
  customerPostDetailSchema,
  customerPostMessages,
  customerPostPageSchema,
  errorMessages,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BASE,
  type CustomerBoardFixture,
  customerBoardClient,
  insertCustomerBoards,
  PASSWORD,
} from "./customer-board-fixtures";

describe("customer boards: signed-in members", () => {
  const t = useTestApp();
  let bare: CustomerBoardFixture["bare"];
  let boards: CustomerBoardFixture["boards"];
  let guest: ReturnType<typeof customerBoardClient>;
  let writer: SignedInCustomer;
  let other: SignedInCustomer;
  // Each test writes from its own address, so the write limit (5 per visitor) never interferes.
  let visitor = 0;
  const nextIp = () => `10.6.0.${++visitor}`;

  beforeAll(async () => {
    ({ bare, boards } = await insertCustomerBoards(t.database, "cbmembers"));
    guest = customerBoardClient(t, bare.host);
    writer = await insertSignedInCustomer(t.database, bare.id, { name: "박회원" });
    other = await insertSignedInCustomer(t.database, bare.id, { name: "최회원", type: "GUEST" });
  });

  /** A request signed in with `token`. */
  const as = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: {
        "x-tenant-origin": bare.host,
        "x-forwarded-for": nextIp(),
        authorization: `Bearer ${token}`,
      },
      ...(payload === undefined ? {} : { payload }),
    });
  const translateOf = (body: unknown) => apiErrorSchema.parse(body).translate;
  const write = async (boardTypeId: number, extra: object = {}) => {
    const response = await as(writer.token, "POST", BASE, {
      boardTypeId,
      title: "회원 글",
      content: "내용",
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return customerPostDetailSchema.parse(response.json());
  };

  it("lets a member write on a login-required board, signed with the account's name and no password", async () => {
    const refused = await guest.request("POST", BASE, {
      boardTypeId: boards.members,
      title: "t",
      content: "c",
    });
    expect(refused.statusCode).toBe(401);
    expect(translateOf(refused.json())).toBe(customerPostMessages.loginRequired);

    // A name or password sent along is not what signs a member's post.
    const post = await write(boards.members, { authorName: "다른이름", password: PASSWORD });
    expect(post).toMatchObject({ authorName: "박회원", isGuest: false, isMine: true, isLocked: false });
    const [stored] = await t.database.db
      .select()
      .from(schema.customerBoardPosts)
      .where(eq(schema.customerBoardPosts.id, post.id));
    expect(stored).toMatchObject({ customerId: writer.id, authorName: "박회원", passwordHash: null });
  });

  it("treats a dead token as a guest: a login-required board still refuses it", async () => {
    const response = await as("D".repeat(43), "POST", BASE, {
      boardTypeId: boards.members,
      title: "t",
      content: "c",
    });
    expect(response.statusCode).toBe(401);
    expect(translateOf(response.json())).toBe(customerPostMessages.loginRequired);
  });

  it("opens the member's own private post to them alone, without a password", async () => {
    const post = await write(boards.private);
    expect(post.isPrivate).toBe(true);

    const own = await as(writer.token, "GET", `${BASE}/${post.id}`);
    expect(customerPostDetailSchema.parse(own.json())).toMatchObject({
      isLocked: false,
      isMine: true,
      content: "내용",
    });
    const opened = await as(writer.token, "GET", `${BASE}/${post.id}/private`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ isLocked: false, title: "회원 글" });
    const page = customerPostPageSchema.parse(
      (await as(writer.token, "GET", `${BASE}?boardTypeId=${boards.private}`)).json(),
    );
    expect(page.rows.find((row) => row.id === post.id)).toMatchObject({ isLocked: false, title: "회원 글" });

    for (const response of [
      await guest.request("GET", `${BASE}/${post.id}`),
      await as(other.token, "GET", `${BASE}/${post.id}`),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ isLocked: true, isMine: false, content: null });
    }
  });

  it("marks a member's public post as theirs only for them, so only they are offered edit and delete", async () => {
    const post = await write(boards.members);
    const mine = (response: { json(): unknown }) => customerPostDetailSchema.parse(response.json()).isMine;
    expect(mine(await as(writer.token, "GET", `${BASE}/${post.id}`))).toBe(true);
    expect(mine(await as(other.token, "GET", `${BASE}/${post.id}`))).toBe(false);
    expect(mine(await guest.request("GET", `${BASE}/${post.id}`))).toBe(false);
  });

  it("refuses another member and guests with 403 notYours, whatever password they send", async () => {
    const post = await write(boards.private);
    const attempts = [
      () => as(other.token, "GET", `${BASE}/${post.id}/private`),
      () => as(other.token, "POST", `${BASE}/${post.id}/private`, { password: PASSWORD }),
      () => as(other.token, "PUT", `${BASE}/${post.id}`, { title: "가로채기", content: "x" }),
      () => as(other.token, "PUT", `${BASE}/${post.id}/delete`, {}),
      () => guest.request("PUT", `${BASE}/${post.id}/delete`, { password: PASSWORD }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode, response.body).toBe(403);
      expect(translateOf(response.json())).toBe(customerPostMessages.notYours);
    }
    const still = await as(writer.token, "GET", `${BASE}/${post.id}`);
    expect(still.json()).toMatchObject({ title: "회원 글" });
  });

  it("lets the member edit and delete their own post without a password", async () => {
    const post = await write(boards.choice, { isPrivate: true });
    const edited = await as(writer.token, "PUT", `${BASE}/${post.id}`, {
      title: "고친 제목",
      content: "고친 내용",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: "고친 제목", isPrivate: true, authorName: "박회원" });

    const deleted = await as(writer.token, "PUT", `${BASE}/${post.id}/delete`, {});
    expect(deleted.statusCode, deleted.body).toBe(204);
    const gone = await as(writer.token, "GET", `${BASE}/${post.id}`);
    expect(gone.statusCode).toBe(404);
    expect(translateOf(gone.json())).toBe(customerPostMessages.deleted);
  });

  it("still asks a guest for the password of a guest post (400 naming it)", async () => {
    const post = await guest.write({ boardTypeId: boards.public }, nextIp());
    const response = await as(writer.token, "PUT", `${BASE}/${post.id}/delete`, {});
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body.translate).toBe(errorMessages.badRequest);
    expect(body.fields?.map((field) => field.path)).toEqual(["body.password"]);
  });
});
