import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { eq, schema, sql } from "@clinic/db";
import { siteConfigSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";

/** How long an announced change may take to reach the listener (PostgreSQL delivers it on another connection). */
const ANNOUNCE_WAIT_MS = 2_000;
const POLL_MS = 20;

describe("GET /partners/this/site-config with the public answer cache (as the server runs it)", () => {
  const t = useTestApp({ cachePublicAnswers: true });

  const get = () =>
    t.app.inject({ method: "GET", url: "/partners/this/site-config", headers: site(LUMIERE) });
  const logo = async () => siteConfigSchema.parse((await get()).json()).logos.pcTransparent;
  const settings = (logoPcTransparent: string) =>
    t.database.db
      .update(schema.siteSettings)
      .set({ logoPcTransparent })
      .where(eq(schema.siteSettings.partnerId, t.partnerIds.lumiere));

  it("answers a repeated call from memory, byte for byte", async () => {
    const first = await get();
    // As if the change happened while the listener was away: triggers off, so nothing is announced.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(schema.siteSettings)
        .set({ logoPcTransparent: "/media/unannounced.svg" })
        .where(eq(schema.siteSettings.partnerId, t.partnerIds.lumiere));
    });
    const second = await get();
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it("answers the new shell once the clinic's change is announced", async () => {
    await settings("/media/announced.svg");
    const deadline = Date.now() + ANNOUNCE_WAIT_MS;
    let seen = await logo();
    while (seen !== "/media/announced.svg" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      seen = await logo();
    }
    expect(seen).toBe("/media/announced.svg");
  });
});
