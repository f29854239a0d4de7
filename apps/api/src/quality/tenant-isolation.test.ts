import { createGuestTestApp, type Outbox } from "@api/customer/guest-auth/guest-fixtures";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, tableChecksums } from "../testing/db-checksum";
import { injectFirstEvent } from "../testing/event-stream";
import { registeredRoutes, routeKey } from "../testing/routes";
import { HANEUL, LUMIERE, type TestApp } from "../testing/test-app";
import { clinicMarkers } from "./clinic-markers";
import { type ClinicValues, clinicValues } from "./clinic-values";
import { type CaseRequest, EXEMPT_ROUTES, type IsolationCase } from "./isolation-case";
import { ACCOUNT_CASES } from "./isolation-cases-accounts";
import { BOOKING_CASES } from "./isolation-cases-bookings";
import { CONSOLE_CASES } from "./isolation-cases-console";
import { CONSOLE_CONTENT_CASES } from "./isolation-cases-console-content";
import { CONSOLE_DESK_BOOKING_CASES } from "./isolation-cases-console-desk-bookings";
import { CONSOLE_INBOX_CASES, prepareConsoleInboxCases } from "./isolation-cases-console-inbox";
import { CONSOLE_MESSAGE_CASES, prepareConsoleMessageCases } from "./isolation-cases-console-messages";
import { CONSOLE_PATIENT_CASES, prepareConsolePatientCases } from "./isolation-cases-console-patients";
import { CONSOLE_REPORT_CASES } from "./isolation-cases-console-reports";
import { CONSOLE_SCHEDULE_OVERRIDE_CASES } from "./isolation-cases-console-schedule-overrides";
import { CONSOLE_SITE_CASES } from "./isolation-cases-console-site";
import { CONTENT_CASES } from "./isolation-cases-content";

const CASES = [
  ...CONTENT_CASES,
  ...ACCOUNT_CASES,
  ...BOOKING_CASES,
  ...CONSOLE_CASES,
  ...CONSOLE_SITE_CASES,
  ...CONSOLE_CONTENT_CASES,
  ...CONSOLE_INBOX_CASES,
  ...CONSOLE_MESSAGE_CASES,
  ...CONSOLE_DESK_BOOKING_CASES,
  ...CONSOLE_PATIENT_CASES,
  ...CONSOLE_SCHEDULE_OVERRIDE_CASES,
  ...CONSOLE_REPORT_CASES,
];
/** What a refusal may answer; a 2xx is fine too when it carries nothing of the victim. */
const REFUSALS = new Set([400, 401, 403, 404, 409, 410]);
const FILE_TIMEOUT_MS = 300_000;

interface Direction {
  victim: ClinicValues;
  attacker: ClinicValues;
  markers: string[];
}

/** The victim's values with `fresh` memoised, so the attack and the control of one case share them. */
function memoised(values: ClinicValues): ClinicValues {
  const memo = new Map<string, Promise<unknown>>();
  const once =
    <T>(name: keyof ClinicValues["fresh"], make: () => Promise<T>) =>
    () => {
      if (!memo.has(name)) memo.set(name, make());
      return memo.get(name) as Promise<T>;
    };
  const { fresh } = values;
  return {
    ...values,
    fresh: {
      reservation: once("reservation", fresh.reservation),
      customer: once("customer", fresh.customer),
      smsCode: once("smsCode", fresh.smsCode),
      impUid: once("impUid", fresh.impUid),
      override: once("override", fresh.override),
    },
  };
}

describe("tenant isolation matrix: clinic A's site with clinic B's ids, codes and tokens", () => {
  let t: TestApp;
  let outbox: Outbox;
  let close: () => Promise<void>;
  let directions: Direction[];
  let ip = 0;

  beforeAll(async () => {
    ({ t, outbox, close } = await createGuestTestApp());
    await prepareConsoleInboxCases(t);
    await prepareConsoleMessageCases(t);
    await prepareConsolePatientCases(t);
    const lumiere = await clinicValues(t, outbox, "lumiere", LUMIERE);
    const haneul = await clinicValues(t, outbox, "haneul", HANEUL);
    directions = [
      {
        victim: haneul,
        attacker: lumiere,
        markers: await clinicMarkers(t.database, haneul.partnerId, lumiere.partnerId),
      },
      {
        victim: lumiere,
        attacker: haneul,
        markers: await clinicMarkers(t.database, lumiere.partnerId, haneul.partnerId),
      },
    ];
  }, FILE_TIMEOUT_MS);
  afterAll(() => close());

  /** What a case is judged by. */
  type Judged = Pick<LightMyRequestResponse, "statusCode" | "body">;
  const send = (origin: string, request: CaseRequest): Promise<Judged> => {
    ip += 1;
    // A visitor address per call, so the matrix never runs into a rate limit meant for one visitor.
    const address = `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
    const sent = {
      method: request.method ?? "GET",
      url: request.url,
      headers: { "x-tenant-origin": origin, "x-forwarded-for": address, ...request.headers },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    } satisfies InjectOptions;
    return request.stream ? injectFirstEvent(t.app, sent) : t.app.inject(sent);
  };

  it("covers every registered route, or exempts it with a reason", () => {
    const covered = new Set(CASES.map((entry) => entry.route));
    const missing = registeredRoutes(t.app)
      .map(routeKey)
      .filter((key) => !covered.has(key) && !(key in EXEMPT_ROUTES));
    expect(missing).toEqual([]);
    const registered = new Set(registeredRoutes(t.app).map(routeKey));
    expect([...covered].filter((key) => !registered.has(key))).toEqual([]);
  });

  it("has markers of each clinic to look for", () => {
    for (const { victim, markers } of directions) {
      expect(markers.length, victim.code).toBeGreaterThan(50);
      // The customers made for the matrix are named after their clinic.
      expect(markers).toContain(`${victim.code}-고객`);
    }
  });

  it(
    "gives the other clinic nothing, changes nothing of it, and serves the owner the same values",
    async () => {
      const failures: string[] = [];
      for (const direction of directions) {
        for (const entry of CASES) failures.push(...(await runCase(direction, entry)));
      }
      expect(failures).toEqual([]);
    },
    FILE_TIMEOUT_MS,
  );

  async function runCase({ victim: plain, attacker, markers }: Direction, entry: IsolationCase) {
    const victim = memoised(plain);
    const label = `${entry.route} (${attacker.code} → ${victim.code})`;
    const problems: string[] = [];
    const attack = await entry.request(victim, attacker);
    const before = await tableChecksums(t.database, victim.partnerId);
    const response = await send(attacker.origin, attack);
    const changed = changedTables(before, await tableChecksums(t.database, victim.partnerId));
    if (changed.length > 0) problems.push(`${label}: changed the victim's ${changed}`);
    const status = response.statusCode;
    if (status >= 300 && !REFUSALS.has(status))
      problems.push(`${label}: answered ${status} ${response.body}`);
    const asked = JSON.stringify(attack);
    const leaked = markers.filter((marker) => response.body.includes(marker) && !asked.includes(marker));
    if (leaked.length > 0) problems.push(`${label}: leaked ${leaked.slice(0, 3).join(" | ")}`);

    const control = await send(victim.origin, await entry.request(victim, victim));
    const expected = entry.control === "any" ? control.statusCode < 500 : control.statusCode < 300;
    if (!expected)
      problems.push(`${label}: the victim's own call answered ${control.statusCode} ${control.body}`);
    return problems;
  }
});
