import { randomBytes } from "node:crypto";
import type { AccountsConfig } from "@api/customer/accounts-config";
import { findRegisteredByPersonKey } from "@api/customer/customers-core/repository";
import { HttpError, notFound } from "@api/lib/http-error";
import { type Database, withTenant } from "@clinic/db";
import {
  authMessages,
  type CertificationResult,
  type CertificationStart,
  type demoCertificationSchema,
} from "@clinic/shared";
import type { z } from "zod";
import { demoPersonKey, hashPersonKey } from "./person-key";
import { createPortOneProvider } from "./provider";
import {
  type CertificationRow,
  findCertification,
  insertCertification,
  upsertCertification,
} from "./repository";

/** The person the demo verifier vouches for. */
type DemoPerson = z.output<typeof demoCertificationSchema>;

/** Random ids are base64url, which the impUid field accepts as it is. */
const randomId = (prefix: string) => `${prefix}_${randomBytes(16).toString("base64url")}`;

export const certificationFailed = () =>
  new HttpError(400, "identity verification failed", authMessages.certificationFailed);

export interface VerificationService {
  /** How the browser should run the verification: PortOne with our merchant code, or the labelled demo. */
  start(): CertificationStart;
  /** The demo verifier: vouches for whoever the visitor says they are. 404 when a real provider is configured. */
  demo(partnerId: number, person: DemoPerson): Promise<CertificationResult>;
  /** Checks an imp_uid with the provider (or the demo's records) and stores the verified person; 400 if not. */
  check(partnerId: number, impUid: string): Promise<CertificationResult>;
  /** Whether the person of a stored verification has an account here; 404 for an unknown imp_uid. */
  isRegistered(partnerId: number, impUid: string): Promise<boolean>;
}

export function createVerificationService(database: Database, accounts: AccountsConfig): VerificationService {
  const identity = accounts.identity;
  const provider = identity ? createPortOneProvider(identity) : null;

  const resultOf = async (partnerId: number, row: CertificationRow): Promise<CertificationResult> => {
    const registered = await withTenant(database.db, partnerId, (tx) =>
      findRegisteredByPersonKey(tx, partnerId, row.personKeyHash),
    );
    return { impUid: row.impUid, name: row.name, phone: row.phone, isRegistered: registered !== null };
  };

  return {
    start: () => ({
      mode: identity ? "PORTONE" : "DEMO",
      merchantCode: identity?.merchantCode ?? null,
      merchantUid: randomId("cert"),
    }),

    async demo(partnerId, person) {
      if (identity) throw notFound("the demo verifier is off: a provider is configured");
      const row = await withTenant(database.db, partnerId, (tx) =>
        insertCertification(tx, {
          partnerId,
          impUid: randomId("demo"),
          personKeyHash: demoPersonKey(person),
          name: person.name,
          phone: person.phone,
          birthDate: person.birthDate,
          gender: person.gender,
        }),
      );
      return resultOf(partnerId, row);
    },

    async check(partnerId, impUid) {
      if (!provider) {
        // Demo mode: only what /certification/demo recorded exists.
        const row = await withTenant(database.db, partnerId, (tx) =>
          findCertification(tx, partnerId, impUid),
        );
        if (!row) throw certificationFailed();
        return resultOf(partnerId, row);
      }
      // The provider is asked outside any transaction: no database connection waits on a remote call.
      const person = await provider.lookup(impUid);
      if (!person) throw certificationFailed();
      const row = await withTenant(database.db, partnerId, (tx) =>
        upsertCertification(tx, {
          partnerId,
          impUid,
          personKeyHash: hashPersonKey(person.uniqueKey),
          name: person.name,
          phone: person.phone,
          birthDate: person.birthDate,
          gender: person.gender,
        }),
      );
      return resultOf(partnerId, row);
    },

    async isRegistered(partnerId, impUid) {
      const row = await withTenant(database.db, partnerId, (tx) => findCertification(tx, partnerId, impUid));
      if (!row) throw notFound("unknown verification");
      return (await resultOf(partnerId, row)).isRegistered;
    },
  };
}
