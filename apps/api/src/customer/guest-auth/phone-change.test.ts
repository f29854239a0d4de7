import { createSessionService } from "@api/customer/sessions/service";
import { LUMIERE, type TestApp } from "@api/testing/test-app";
import { eq, schema, withTenant } from "@clinic/db";
import { apiErrorSchema, authMessages, customerSchema, errorMessages } from "@clinic/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guestAuthMessages } from "./errors";
import { allowResend, createGuestTestApp, guestClient, type Outbox, PHONE } from "./guest-fixtures";

describe("guest phone change", () => {
  let t: TestApp;
  let outbox: Outbox;
  let close: () => Promise<void>;
  let client: ReturnType<typeof guestClient>;

  beforeAll(async () => {
    ({ t, outbox, close } = await createGuestTestApp());
    client = guestClient(t, LUMIERE);
  });
  afterAll(() => close());

  const requestChange = (token: string, phone: string) =>
    client.sendCode(phone, { token, purpose: "PHONE_CHANGE", ip: "10.5.0.1" });
  const change = (token: string, phone: string, code: string) =>
    client.request("PUT", PHONE, { phone, code }, { token, ip: "10.5.0.1" });
  const expectError = (response: Awaited<ReturnType<typeof change>>, status: number, translate: string) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(apiErrorSchema.parse(response.json())).toMatchObject({ status, translate });
  };

  it("moves a signed-in guest to a new phone proven with a code sent there", async () => {
    const session = await client.signInFully(outbox, "01055550001");
    expect((await requestChange(session.token, "01055550002")).statusCode).toBe(202);
    const response = await change(session.token, "01055550002", await outbox.latestCode("01055550002"));
    expect(response.statusCode, response.body).toBe(200);
    const customer = customerSchema.parse(response.json());
    expect(customer).toMatchObject({ id: session.customer.id, phone: "01055550002", type: "GUEST" });
    // The session survives, and the new number now signs in to the same guest.
    expect(
      await createSessionService(t.database).resolve(t.partnerIds.lumiere, session.token),
    ).not.toBeNull();
    await allowResend(t);
    const again = await client.signInFully(outbox, "01055550002");
    expect(again.customer.id).toBe(session.customer.id);
  });

  it("refuses a wrong code, and a sign-in code used as a phone-change code", async () => {
    const session = await client.signInFully(outbox, "01055550003");
    await requestChange(session.token, "01055550004");
    const code = await outbox.latestCode("01055550004");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expectError(await change(session.token, "01055550004", wrong), 400, authMessages.wrongCode);

    await client.sendCode("01055550005", { ip: "10.5.0.2" });
    const signinCode = await outbox.latestCode("01055550005");
    expectError(await change(session.token, "01055550005", signinCode), 400, authMessages.codeExpired);
  });

  it("binds a phone-change code to the guest who asked for it", async () => {
    const asker = await client.signInFully(outbox, "01055550006");
    const other = await client.signInFully(outbox, "01055550007");
    await requestChange(asker.token, "01055550008");
    const code = await outbox.latestCode("01055550008");
    expectError(await change(other.token, "01055550008", code), 400, authMessages.wrongCode);
    expect((await change(asker.token, "01055550008", code)).statusCode).toBe(200);
  });

  it("answers 409 when another guest has the number, and leaves the phone as it was", async () => {
    const holder = await client.signInFully(outbox, "01055550009");
    const mover = await client.signInFully(outbox, "01055550010");
    await allowResend(t);
    await requestChange(mover.token, holder.customer.phone);
    const code = await outbox.latestCode(holder.customer.phone);
    expectError(await change(mover.token, holder.customer.phone, code), 409, guestAuthMessages.phoneTaken);
    const [row] = await t.database.db
      .select({ phone: schema.customers.phone })
      .from(schema.customers)
      .where(eq(schema.customers.id, mover.customer.id));
    expect(row?.phone).toBe("01055550010");
  });

  it("requires a signed-in customer (401) who is a guest (403)", async () => {
    expectError(
      await client.sendCode("01055550011", { purpose: "PHONE_CHANGE" }),
      401,
      errorMessages.sessionExpired,
    );
    expectError(await change("not-a-token", "01055550011", "123456"), 401, errorMessages.sessionExpired);

    const token = await registeredToken();
    expectError(await requestChange(token, "01055550011"), 409, authMessages.guestOnly);
    expectError(await change(token, "01055550011", "123456"), 409, authMessages.guestOnly);
    expect((await outbox.lines()).some((line) => line.to === "01055550011")).toBe(false);
  });

  it("answers 400 with fields for a bad body", async () => {
    const session = await client.signInFully(outbox, "01055550012");
    const response = await client.request("PUT", PHONE, { phone: "abc" }, { token: session.token });
    expect(response.statusCode).toBe(400);
    const paths = apiErrorSchema.parse(response.json()).fields?.map((field) => field.path);
    expect(paths?.sort()).toEqual(["body.code", "body.phone"]);
  });

  /** A registered customer of Lumiere with a live session (inserted directly: sign-up is another module's). */
  async function registeredToken(): Promise<string> {
    const partnerId = t.partnerIds.lumiere;
    return withTenant(t.database.db, partnerId, async (tx) => {
      const [customer] = await tx
        .insert(schema.customers)
        .values({
          partnerId,
          type: "REGISTERED",
          name: "정회원",
          phone: "01055559999",
          personKeyHash: "key-1",
        })
        .returning({ id: schema.customers.id });
      if (!customer) throw new Error("insert failed");
      return (await createSessionService(t.database).issue(tx, partnerId, customer.id)).token;
    });
  }
});
