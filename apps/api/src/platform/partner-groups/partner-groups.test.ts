import { insertBarePartner } from "@api/testing/fixtures";
import { createTestApp, site, type TestApp } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import { errorMessages, partnerGroupSchema } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberUrl } from "./service";

describe("GET /partner-groups/this", () => {
  let t: TestApp;
  let groupId: number;
  let members: { id: number; host: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    const [group] = await t.database.db
      .insert(schema.partnerGroups)
      .values({ name: "테스트 네트워크", inquiryUrl: "https://example.com/inquiry" })
      .returning({ id: schema.partnerGroups.id });
    groupId = group!.id;
    members = [
      await insertBarePartner(t.database, "gangnam"),
      await insertBarePartner(t.database, "hongdae"),
    ];
    for (const member of members) {
      await t.database.db.update(schema.partners).set({ groupId }).where(eq(schema.partners.id, member.id));
    }
  });
  afterAll(() => t.close());

  it("answers the group with every member site, in the caller's scheme and port", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/partner-groups/this",
      headers: site("http://gangnam.localhost:3000"),
    });
    expect(response.statusCode).toBe(200);
    expect(partnerGroupSchema.parse(response.json())).toEqual({
      id: groupId,
      name: "테스트 네트워크",
      inquiryUrl: "https://example.com/inquiry",
      partners: [
        { partnerName: "gangnam 의원", displayName: null, url: "http://gangnam.localhost:3000" },
        { partnerName: "hongdae 의원", displayName: null, url: "http://hongdae.localhost:3000" },
      ],
    });
  });

  it("names the group in the partner information too", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/partners/this",
      headers: site("hongdae.localhost"),
    });
    expect(response.json()).toMatchObject({ partnerGroupName: "테스트 네트워크" });
  });

  it("answers 404 in the error shape for a clinic outside any group", async () => {
    const loner = await insertBarePartner(t.database, "loner");
    const response = await t.app.inject({
      method: "GET",
      url: "/partner-groups/this",
      headers: site(loner.host),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      message: "partner group not found",
      translate: errorMessages.notFound,
    });
  });
});

describe("memberUrl", () => {
  const member = {
    partner_id: 2,
    code: "haneul",
    partner_name: "하늘",
    display_name: null,
    host: "www.haneul.kr",
  };

  it("links to the member's platform host when the caller is on the platform domain", () => {
    const origin = { host: "lumiere.localhost", protocol: "http:", port: "3000" } as const;
    expect(memberUrl(member, origin, "localhost")).toBe("http://haneul.localhost:3000");
  });

  it("links to the member's primary host when the caller is on a custom domain", () => {
    const origin = { host: "www.lumiere-derm.kr", protocol: "https:", port: "" } as const;
    expect(memberUrl(member, origin, "localhost")).toBe("https://www.haneul.kr");
    expect(memberUrl({ ...member, host: null }, origin, "localhost")).toBe("https://haneul.localhost");
  });
});
