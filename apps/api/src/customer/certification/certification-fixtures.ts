import { insertCustomer } from "@api/customer/customers-core/repository";
import { createSessionService } from "@api/customer/sessions/service";
import { createTestApp, LUMIERE, site, type TestApp } from "@api/testing/test-app";
import { eq, schema, sql, withTenant } from "@clinic/db";
import { apiErrorSchema } from "@clinic/shared";
import type { LightMyRequestResponse } from "fastify";
import { FAKE_KEYS, type FakeCertification, type FakePortOne, startFakePortOne } from "./fake-portone";

export interface ProviderApp {
  t: TestApp;
  fake: FakePortOne;
  /** A new person known to the provider, verified under a new imp_uid; `overrides` change the answer. */
  newPerson(overrides?: Partial<FakeCertification>): { impUid: string; person: FakeCertification };
  /** Another verification (new imp_uid) of the same person. */
  again(person: FakeCertification): string;
  post(url: string, body?: unknown, origin?: string, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The app configured with a local fake of the PortOne REST API. */
export async function createProviderApp(): Promise<ProviderApp> {
  const fake = await startFakePortOne();
  const t = await createTestApp({
    accounts: {
      identity: { baseUrl: fake.baseUrl, ...FAKE_KEYS },
      sms: { kind: "console", outboxFile: null },
    },
  });
  let counter = 0;
  const again = (person: FakeCertification) => {
    const impUid = `imp_${++counter}${Date.now()}`;
    fake.add(impUid, person);
    return impUid;
  };
  return {
    t,
    fake,
    newPerson(overrides = {}) {
      const n = ++counter;
      const person: FakeCertification = {
        certified: true,
        name: `김인증${n}`,
        phone: `010-1234-${String(1000 + n).slice(-4)}`,
        birthday: "1990-05-17",
        gender: n % 2 === 0 ? "male" : "female",
        unique_key: `ci-${n}-${Date.now()}`,
        ...overrides,
      };
      return { impUid: again(person), person };
    },
    again,
    post: (url, body, origin = LUMIERE, token) =>
      t.app.inject({
        method: url.endsWith("certification-info") ? "PUT" : "POST",
        url,
        headers: { ...site(origin), ...(token ? { authorization: token } : {}) },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    async close() {
      await t.close();
      await fake.close();
    },
  };
}

export const SIGNUP = { agreeTerms: true, agreePrivacy: true } as const;

export const errorOf = (body: unknown) => apiErrorSchema.parse(body);
export const fieldPaths = (body: unknown) => errorOf(body).fields?.map((field) => field.path) ?? [];

/** A guest customer signed in (as the guest module would make one), with its token. */
export async function insertGuest(t: TestApp, partnerId: number, phone: string) {
  return withTenant(t.database.db, partnerId, async (tx) => {
    const guest = await insertCustomer(tx, { partnerId, type: "GUEST", name: "손님", phone });
    const { token } = await createSessionService(t.database).issue(tx, partnerId, guest.id);
    return { id: guest.id, token };
  });
}

/** Moves a verification's certification time back, as if it had been made `seconds` ago. */
export async function ageCertification(t: TestApp, impUid: string, seconds: number) {
  const { identityCertifications: rows } = schema;
  await t.database.db
    .update(rows)
    .set({ certifiedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(rows.impUid, impUid));
}
