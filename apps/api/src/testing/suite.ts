import { auditPageSchema } from "@clinic/shared";
import { afterAll, beforeAll } from "vitest";
import { signInOwner, signInStaff } from "./console-fixtures";
import { createTestApp, type TestApp } from "./test-app";

type TestAppOptions = Parameters<typeof createTestApp>[0];

/**
 * What a test file opens before its tests and closes after them (its app): the beforeAll/afterAll pair every API
 * test file wrote out. The answer reads through to what beforeAll opened; reading it earlier, while the file's
 * tests are being collected, throws.
 */
export function useOpened<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  return new Proxy({} as T, {
    get(_target, key) {
      if (!opened) throw new Error("the test app opens in beforeAll: read it inside a hook or a test");
      return Reflect.get(opened, key);
    },
  });
}

/** A test file's app with the demo clinics' ids at hand. */
export interface DemoTestApp extends TestApp {
  lumiere: number;
  haneul: number;
}

async function openDemoApp(options?: TestAppOptions): Promise<DemoTestApp> {
  const t = await createTestApp(options);
  return { ...t, ...t.partnerIds };
}

/** The file's test app (see useOpened). */
export const useTestApp = (options?: TestAppOptions): DemoTestApp => useOpened(() => openDemoApp(options));

/** A console test file's app with 루미에르's owner's session (and a STAFF session when asked). */
export interface ConsoleTestApp extends DemoTestApp {
  owner: string;
  /** Empty unless the file asks for it: the account is a row the file's other tests would see. */
  staff: string;
}

export function useConsoleTestApp(options?: TestAppOptions, { staff = false } = {}): ConsoleTestApp {
  return useOpened(async () => {
    const t = await openDemoApp(options);
    const owner = await signInOwner(t, "lumiere");
    return { ...t, owner, staff: staff ? await signInStaff(t, t.lumiere) : "" };
  });
}

/** The console test app's clinic's newest audit entry, as its owner reads the log (undefined: none). */
export async function latestAudit(t: ConsoleTestApp) {
  const response = await t.app.inject({
    method: "GET",
    url: `/console/clinics/${t.lumiere}/audit?size=1`,
    headers: { authorization: `Bearer ${t.owner}` },
  });
  return auditPageSchema.parse(response.json()).content[0];
}
