import { useTestApp } from "@api/testing/suite";
import { eq, schema } from "@clinic/db";
import { describe, expect, it } from "vitest";

/** How long an announced change may take to reach the listener (PostgreSQL delivers it on another connection). */
const ANNOUNCE_WAIT_MS = 2_000;
const POLL_MS = 20;

// Every API process hears partner_hosts / partners changes itself (migration 0023) and drops its host lookups, so a
// host added or removed by another process (or straight in the database) is served at once, not after the TTL.
describe("host lookups with the content change listener (as the server runs it)", () => {
  const t = useTestApp({ cachePublicAnswers: true });

  const resolve = async (host: string) => {
    const response = await t.app.inject({ method: "GET", url: `/sites/resolve?host=${host}` });
    return response.statusCode === 200 ? (response.json() as { code: string }).code : null;
  };
  const eventually = async (host: string, expected: string | null) => {
    const deadline = Date.now() + ANNOUNCE_WAIT_MS;
    let seen = await resolve(host);
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((wait) => setTimeout(wait, POLL_MS));
      seen = await resolve(host);
    }
    return seen;
  };

  it("serves a new host, then forgets a removed one, well within the cache's 30 s", async () => {
    const host = "announced-host.example.kr";
    // Held as "unknown host" from now on, were nothing announced.
    expect(await resolve(host)).toBeNull();
    const [row] = await t.database.db
      .insert(schema.partnerHosts)
      .values({ partnerId: t.partnerIds.lumiere, host })
      .returning();
    expect(await eventually(host, "lumiere")).toBe("lumiere");

    await t.database.db.delete(schema.partnerHosts).where(eq(schema.partnerHosts.id, row!.id));
    expect(await eventually(host, null)).toBeNull();
  });
});
