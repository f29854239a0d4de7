import { insertBarePartner } from "@api/testing/fixtures";
import type { TestApp } from "@api/testing/test-app";
import { type Database, schema, withTenant } from "@clinic/db";
import { type CustomerPostCreate, customerPostDetailSchema } from "@clinic/shared";
import { expect } from "vitest";

export const BASE = "/customer/notice-customer-boards";
export const PASSWORD = "secret-1234";

export interface CustomerBoardFixture {
  bare: { id: number; host: string };
  /**
   * Board type ids: choice (CHOICE), private (PRIVATE), public (PUBLIC), members (write_requires_login),
   * hidden (a hidden CSCENTER board) and articles (a BOARD-area board).
   */
  boards: Record<"choice" | "private" | "public" | "members" | "hidden" | "articles", number>;
}

/** A clinic of its own with customer boards of every kind, so tests never depend on the demo seed's posts. */
export async function insertCustomerBoards(database: Database, code: string): Promise<CustomerBoardFixture> {
  const bare = await insertBarePartner(database, code);
  const values = [
    { name: "choice", area: "CSCENTER", postVisibility: "CHOICE", weight: 2 },
    { name: "private", area: "CSCENTER", postVisibility: "PRIVATE", weight: 1 },
    { name: "public", area: "CSCENTER", postVisibility: "PUBLIC", weight: 3 },
    { name: "members", area: "CSCENTER", writeRequiresLogin: true, weight: 4 },
    { name: "hidden", area: "CSCENTER", isVisible: false },
    { name: "articles", area: "BOARD", weight: 0 },
  ].map((row) => ({ ...row, partnerId: bare.id }));
  const rows = await withTenant(database.db, bare.id, (tx) =>
    tx.insert(schema.boardTypes).values(values).returning(),
  );
  const boards = Object.fromEntries(rows.map((row) => [row.name, row.id])) as CustomerBoardFixture["boards"];
  return { bare, boards };
}

/** Inserts a post straight into the table (for boards the API refuses to write to). */
export async function insertRawPost(
  database: Database,
  partnerId: number,
  boardTypeId: number,
  title: string,
): Promise<number> {
  const [row] = await withTenant(database.db, partnerId, (tx) =>
    tx
      .insert(schema.customerBoardPosts)
      .values({ partnerId, boardTypeId, authorName: "직접", passwordHash: "x", title, content: title })
      .returning({ id: schema.customerBoardPosts.id }),
  );
  if (!row) throw new Error("insert failed");
  return row.id;
}

/** The clinic answers a post. */
export async function insertAnswer(database: Database, partnerId: number, postId: number, html: string) {
  await withTenant(database.db, partnerId, (tx) =>
    tx
      .insert(schema.customerBoardAnswers)
      .values({ partnerId, postId, authorName: "상담실", contentHtml: html }),
  );
}

/** Request helpers for one site; `ip` picks the visitor (X-Forwarded-For from loopback is trusted). */
export function customerBoardClient(t: TestApp, host: string) {
  const headers = (ip: string) => ({ "x-tenant-origin": host, "x-forwarded-for": ip });
  return {
    request: (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, ip = "10.0.0.1") =>
      t.app.inject({
        method,
        url,
        headers: headers(ip),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    /** Writes a guest post and checks it was created. */
    async write(body: Partial<CustomerPostCreate> & { boardTypeId: number }, ip = "10.0.0.1") {
      const response = await t.app.inject({
        method: "POST",
        url: BASE,
        headers: headers(ip),
        payload: { title: "제목", content: "내용", authorName: "김하늘", password: PASSWORD, ...body },
      });
      expect(response.statusCode, response.body).toBe(201);
      return customerPostDetailSchema.parse(response.json());
    },
  };
}
