import { useTestApp } from "@api/testing/suite";
import { HANEUL, LUMIERE, site } from "@api/testing/test-app";
import { eq, schema, sql } from "@clinic/db";
import { partnerInfoSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";

/** How long an announced change may take to reach the listener (PostgreSQL delivers it on another connection). */
const ANNOUNCE_WAIT_MS = 2_000;
const POLL_MS = 20;

describe("GET /partners/this with the public answer cache (as the server runs it)", () => {
  const t = useTestApp({ cachePublicAnswers: true });

  const get = (url: string, origin = LUMIERE) => t.app.inject({ method: "GET", url, headers: site(origin) });
  const partnerName = async (origin = LUMIERE) =>
    partnerInfoSchema.parse((await get("/partners/this", origin)).json()).partnerName;
  const setPartner = (id: number, values: Partial<typeof schema.partners.$inferInsert>) =>
    t.database.db.update(schema.partners).set(values).where(eq(schema.partners.id, id));
  // As if the change happened while the listener was away: triggers off, so nothing is announced.
  const unannounced = (id: number, values: Partial<typeof schema.partners.$inferInsert>) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(schema.partners).set(values).where(eq(schema.partners.id, id));
    });
  const eventually = async (read: () => Promise<string>, expected: string) => {
    const deadline = Date.now() + ANNOUNCE_WAIT_MS;
    let seen = await read();
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      seen = await read();
    }
    return seen;
  };

  it("answers a repeated call from memory, byte for byte, without reading the database again", async () => {
    const first = await get("/partners/this");
    await unannounced(t.partnerIds.lumiere, { partnerName: "몰래 바뀐 이름" });
    const second = await get("/partners/this");
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
  });

  it("answers the new value once the clinic's change is announced", async () => {
    await setPartner(t.partnerIds.lumiere, { partnerName: "새 이름 의원" });
    expect(await eventually(() => partnerName(), "새 이름 의원")).toBe("새 이름 의원");
  });

  it("keeps the other clinics' answers when one clinic changes", async () => {
    const before = await partnerName(HANEUL);
    await unannounced(t.partnerIds.haneul, { partnerName: "하늘 몰래" });
    await setPartner(t.partnerIds.lumiere, { partnerName: "루미에르 다시" });
    expect(await eventually(() => partnerName(), "루미에르 다시")).toBe("루미에르 다시");
    expect(await partnerName(HANEUL)).toBe(before);
  });

  it("answers the deploy status from memory too, and the new status once announced", async () => {
    const status = async () => (await get("/partners/this/homepage-deploy-status")).json().deployStatus;
    expect(await status()).toBe("LIVE");
    await unannounced(t.partnerIds.lumiere, { deployStatus: "READY" });
    expect(await status()).toBe("LIVE");
    await setPartner(t.partnerIds.lumiere, { deployStatus: "READY" });
    expect(await eventually(status, "READY")).toBe("READY");
  });
});
