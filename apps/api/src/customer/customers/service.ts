import { erasedPerson, toCustomer } from "@api/customer/customers-core/present";
import {
  type CustomerPatch,
  findLiveCustomer,
  updateCustomer,
} from "@api/customer/customers-core/repository";
import { revokeSessionByHash } from "@api/customer/sessions/repository";
import { createSessionService, hashToken } from "@api/customer/sessions/service";
import { sessionRequired } from "@api/plugins/customer-session";
import { type Database, type Tx, withTenant } from "@clinic/db";
import type { AuthSession, Customer } from "@clinic/shared";

/** What a withdrawn account keeps: the row (reservations refer to it), none of the person's data. */
export const WITHDRAWN_NAME = "탈퇴 회원";

/** The signed-in customer's own account: reading, changing, leaving, and their sessions. */
export interface CustomerService {
  get(partnerId: number, customerId: number): Promise<Customer>;
  /** Sets the email; "" clears it. */
  updateEmail(partnerId: number, customerId: number, email: string): Promise<Customer>;
  updateMarketing(partnerId: number, customerId: number, receivable: boolean): Promise<Customer>;
  /** Booking reminders on or off (reservation-messages.ts writes them as skipped while off). */
  updateReminders(partnerId: number, customerId: number, receivable: boolean): Promise<Customer>;
  /** Withdraws: clears the personal data and ends every session of the account. */
  withdraw(partnerId: number, customerId: number): Promise<void>;
  /** A new token for the session's customer; the old one stops working in the same transaction. */
  rotate(partnerId: number, session: { customerId: number; token: string }): Promise<AuthSession>;
  /** Ends the session of a token, if it is live (logging out twice is not an error). */
  logout(partnerId: number, token: string | null): Promise<void>;
}

export function createCustomerService(database: Database): CustomerService {
  const sessions = createSessionService(database);
  const tenant = <T>(partnerId: number, fn: (tx: Tx) => Promise<T>) => withTenant(database.db, partnerId, fn);

  /**
   * The session was live when the request began; the account may have been withdrawn since (another tab), so a
   * missing row is the same 401 as a dead session.
   */
  async function change(partnerId: number, customerId: number, patch: CustomerPatch): Promise<Customer> {
    const row = await tenant(partnerId, (tx) => updateCustomer(tx, partnerId, customerId, patch));
    if (!row) throw sessionRequired();
    return toCustomer(row);
  }

  return {
    async get(partnerId, customerId) {
      const row = await tenant(partnerId, (tx) => findLiveCustomer(tx, partnerId, customerId));
      if (!row) throw sessionRequired();
      return toCustomer(row);
    },

    updateEmail: (partnerId, customerId, email) =>
      change(partnerId, customerId, { email: email === "" ? null : email }),

    // The time of the choice is kept with it: consent to marketing must be provable.
    updateMarketing: (partnerId, customerId, receivable) =>
      change(partnerId, customerId, { marketingReceivable: receivable, marketingUpdatedAt: new Date() }),

    // Reminders are informational, not consent to advertising: no time of choice is kept (there is no column).
    updateReminders: (partnerId, customerId, receivable) =>
      change(partnerId, customerId, { remindersReceivable: receivable }),

    async withdraw(partnerId, customerId) {
      await tenant(partnerId, async (tx) => {
        const row = await updateCustomer(tx, partnerId, customerId, {
          ...erasedPerson(WITHDRAWN_NAME),
          withdrawnAt: new Date(),
        });
        if (!row) throw sessionRequired();
        await sessions.revokeAll(tx, partnerId, customerId);
      });
    },

    async rotate(partnerId, { customerId, token }) {
      return tenant(partnerId, async (tx) => {
        // Revoking first, and only a still-live token: two rotations racing with one token yield one new token.
        if (!(await revokeSessionByHash(tx, partnerId, hashToken(token)))) throw sessionRequired();
        const row = await findLiveCustomer(tx, partnerId, customerId);
        if (!row) throw sessionRequired();
        const issued = await sessions.issue(tx, partnerId, customerId);
        return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), customer: toCustomer(row) };
      });
    },

    async logout(partnerId, token) {
      if (token !== null) await sessions.revoke(partnerId, token);
    },
  };
}
