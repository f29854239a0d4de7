import type { Database } from "@clinic/db";
import { describe, expect, it, vi } from "vitest";
import { createSiteService, SITE_CACHE_MAX_ENTRIES } from "./service";

const LUMIERE = { partner_id: 1, code: "lumiere", deploy_status: "LIVE" };

/**
 * A database that knows one host. Every lookup the service makes opens one transaction, so `transaction` counts
 * the reads. (No vi.mock: the API test files share their modules, see vitest.config.ts.)
 */
function fakeDatabase() {
  const execute = async (query: { queryChunks: unknown[] }) => ({
    rows: query.queryChunks.includes("lumiere.localhost") ? [LUMIERE] : [],
  });
  const transaction = vi.fn((work: (tx: unknown) => Promise<unknown>) => work({ execute }));
  return { database: { db: { transaction } } as unknown as Database, reads: transaction };
}

describe("site service", () => {
  it("keeps unknown hosts apart from hosts not asked yet", async () => {
    const { database, reads } = fakeDatabase();
    const service = createSiteService(database);
    expect(await service.resolveHost("unknown.localhost")).toBeNull();
    expect(await service.resolveHost("unknown.localhost")).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);
    expect(await service.resolveHost("lumiere.localhost")).toEqual({
      partnerId: 1,
      code: "lumiere",
      deployStatus: "LIVE",
    });
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("keeps a host in use while a flood of unknown hosts pushes out only each other", async () => {
    const { database, reads } = fakeDatabase();
    const service = createSiteService(database);
    await service.resolveHost("lumiere.localhost");
    for (let index = 0; index < SITE_CACHE_MAX_ENTRIES * 2; index += 1) {
      await service.resolveHost(`unknown-${index}.localhost`);
      // A visitor of the real site now and then keeps it among the most recently used.
      if (index % 100 === 0) await service.resolveHost("lumiere.localhost");
    }
    expect(reads).toHaveBeenCalledTimes(1 + SITE_CACHE_MAX_ENTRIES * 2);
    // The first unknown hosts were pushed out: the cache stayed bounded.
    await service.resolveHost("unknown-0.localhost");
    expect(reads).toHaveBeenCalledTimes(2 + SITE_CACHE_MAX_ENTRIES * 2);
  });

  it("reads every host again after forgetAll", async () => {
    const { database, reads } = fakeDatabase();
    const service = createSiteService(database);
    await service.resolveHost("lumiere.localhost");
    service.forgetAll();
    await service.resolveHost("lumiere.localhost");
    expect(reads).toHaveBeenCalledTimes(2);
  });
});
