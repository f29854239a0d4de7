import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClinicValues } from "../../quality/clinic-values";
import { SITE_DOCUMENTS } from "../../quality/clinic-values";
import { CONSOLE_SITE_CASES } from "../../quality/isolation-cases-console-site";
import { changedTables, tableChecksums } from "../../testing/db-checksum";
import type { TestApp } from "../../testing/test-app";
import { createSiteTestApp, signInOwner } from "./site-fixtures";

/**
 * The matrix rows of this module run the way tenant-isolation.test.ts runs them, until registerConsole() mounts
 * the plugin and the matrix itself takes CONSOLE_SITE_CASES: the other clinic's owner is refused and changes
 * nothing; the victim's own owner succeeds with the same request.
 */
describe("isolation cases of the console site routes", () => {
  let t: TestApp;
  let values: { lumiere: ClinicValues; haneul: ClinicValues };

  beforeAll(async () => {
    t = await createSiteTestApp();
    const valuesOf = async (code: "lumiere" | "haneul"): Promise<ClinicValues> => {
      const token = await signInOwner(t, code);
      const partnerId = t.partnerIds[code];
      const read = async (path: string) =>
        (
          await t.app.inject({
            url: `/console/clinics/${partnerId}${path}`,
            headers: { authorization: `Bearer ${token}` },
          })
        ).json() as Record<string, unknown>;
      const documents: Record<string, object> = {};
      for (const path of SITE_DOCUMENTS) documents[path] = await read(`/site/${path}`);
      const { rows } = (await read("/banners")) as { rows: { id: number }[] };
      const { id, ...body } = rows[0] ?? { id: 0 };
      // Only what these cases read; the matrix builds the full values.
      return {
        code,
        partnerId,
        owner: { token, id: 0 },
        settings: { site: { documents, banner: { id, body } } },
      } as unknown as ClinicValues;
    };
    values = { lumiere: await valuesOf("lumiere"), haneul: await valuesOf("haneul") };
  });
  afterAll(() => t.close());

  it("covers every route of the plugin", () => {
    const routes = CONSOLE_SITE_CASES.map((entry) => entry.route);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes).toHaveLength(SITE_DOCUMENTS.length * 2 + 4);
  });

  it("refuses the other clinic's owner without a change; serves the victim's owner", async () => {
    const failures: string[] = [];
    for (const [victim, attacker] of [
      [values.haneul, values.lumiere],
      [values.lumiere, values.haneul],
    ] as const) {
      for (const entry of CONSOLE_SITE_CASES) {
        const label = `${entry.route} (${attacker.code} → ${victim.code})`;
        const send = async (caller: ClinicValues) => {
          const request = await entry.request(victim, caller);
          return t.app.inject({
            method: request.method ?? "GET",
            url: request.url,
            headers: request.headers ?? {},
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
        };
        const before = await tableChecksums(t.database, victim.partnerId);
        const attack = await send(attacker);
        const changed = changedTables(before, await tableChecksums(t.database, victim.partnerId));
        if (attack.statusCode !== 403) failures.push(`${label}: attack answered ${attack.statusCode}`);
        if (changed.length > 0) failures.push(`${label}: changed ${changed}`);
        const control = await send(victim);
        if (control.statusCode >= 300)
          failures.push(`${label}: control ${control.statusCode} ${control.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
