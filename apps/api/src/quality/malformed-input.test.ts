import { insertCustomerBoards } from "@api/customer/customer-boards/customer-board-fixtures";
import { useConsoleTestApp } from "@api/testing/suite";
import { apiErrorSchema } from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { changedTables, tableChecksums } from "../testing/db-checksum";
import { LUMIERE, site } from "../testing/test-app";

/** Fastify's default bodyLimit, which the API keeps for every route without its own. */
const API_BODY_LIMIT = 1024 * 1024;

/** A JSON body whose `@@` becomes `bytes`, raw: what a client that does not encode UTF-8 would send. */
const withBytes = (json: string, bytes: number[]) => {
  const [before, after] = json.split("@@") as [string, string];
  return Buffer.concat([Buffer.from(before, "utf8"), Buffer.from(bytes), Buffer.from(after, "utf8")]);
};

describe("malformed input through HTTP: bytes, escapes and sizes", () => {
  const t = useConsoleTestApp();
  let boardTypeId: number;
  let boardHost: string;

  beforeAll(async () => {
    const boards = await insertCustomerBoards(t.database, "malformed");
    boardTypeId = boards.boards.public;
    boardHost = boards.bare.host;
  });

  const writes = () => [
    {
      url: "/customer/notice-customer-boards",
      headers: site(boardHost),
      json: `{"boardTypeId":${boardTypeId},"title":"제목@@","content":"내용","authorName":"김하늘","password":"secret-1234"}`,
    },
    {
      url: "/customer/inquiries",
      headers: site(LUMIERE),
      json: '{"category":"RESERVATION","name":"홍길동@@","phone":"010-1234-5678","email":"","content":"문의","privacyAgreed":true,"website":""}',
    },
    {
      url: `/console/clinics/${t.partnerIds.lumiere}/content/notices`,
      headers: { authorization: `Bearer ${t.owner}` },
      json: '{"title":"공지@@","contentHtml":"<p>본문</p>","isPinned":false,"isVisible":true}',
    },
  ];

  it("refuses invalid UTF-8 in JSON bodies with 400 and stores nothing; the same bodies in UTF-8 are accepted", async () => {
    const before = await tableChecksums(t.database);
    for (const { url, headers, json } of writes()) {
      for (const bytes of [[0xff], [0xc3, 0x28], [0xe0, 0xa4]]) {
        const response = await t.app.inject({
          method: "POST",
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: withBytes(json, bytes),
        });
        expect(response.statusCode, `${url} ${bytes}`).toBe(400);
        expect(apiErrorSchema.parse(response.json()).fields).toEqual([
          { path: "body", message: "입력할 수 없는 문자가 포함되어 있습니다." },
        ]);
      }
    }
    expect(changedTables(before, await tableChecksums(t.database))).toEqual([]);
    for (const { url, headers, json } of writes()) {
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: { ...headers, "content-type": "application/json" },
        payload: withBytes(json, [...Buffer.from("✓")]),
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    }
  });

  it("answers malformed percent-encoding in paths and query strings with 400 in the error shape", async () => {
    for (const url of [
      "/%FF",
      "/products/%C3%28",
      "/products?q=%E0%A4%A",
      "/search?keyword=%E0%A4%A",
      "/customer/notices?keyword=%FF",
      `/console/clinics/${t.partnerIds.lumiere}/content/products?q=%C3%28`,
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { ...site(LUMIERE), authorization: `Bearer ${t.owner}` },
      });
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 400 });
    }
  });

  it("answers a body over the API's bodyLimit with 413 in the error shape", async () => {
    const before = await tableChecksums(t.database);
    const response = await t.app.inject({
      method: "POST",
      url: `/console/clinics/${t.partnerIds.lumiere}/content/notices`,
      headers: { authorization: `Bearer ${t.owner}`, "content-type": "application/json" },
      payload: JSON.stringify({ title: "큰 글", contentHtml: "x".repeat(API_BODY_LIMIT), isPinned: false }),
    });
    expect(response.statusCode).toBe(413);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status: 413 });
    expect(changedTables(before, await tableChecksums(t.database))).toEqual([]);
  });
});
