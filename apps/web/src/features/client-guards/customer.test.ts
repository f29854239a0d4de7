import { customerSchema } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { parseCustomer } from "./customer";
import { validCustomer } from "./customer.fixture";

/** Each one breaks one rule of customerSchema. */
const malformed: Record<string, unknown> = {
  "not an object": "customer",
  null: null,
  array: [validCustomer],
  "fractional id": { ...validCustomer, id: 1.5 },
  "id as string": { ...validCustomer, id: "7" },
  "unsafe id": { ...validCustomer, id: 2 ** 60 },
  "unknown type": { ...validCustomer, type: "ADMIN" },
  "isRegular as string": { ...validCustomer, isRegular: "true" },
  "name missing": { ...validCustomer, name: undefined },
  "phone as number": { ...validCustomer, phone: 1012345678 },
  "email missing": (({ email: _email, ...rest }) => rest)(validCustomer),
  "birthDate as number": { ...validCustomer, birthDate: 19900102 },
  "unknown gender": { ...validCustomer, gender: "OTHER" },
  "gender missing": (({ gender: _gender, ...rest }) => rest)(validCustomer),
  "marketing as null": { ...validCustomer, marketingReceivable: null },
  "reminders as string": { ...validCustomer, remindersReceivable: "true" },
  "reminders missing": (({ remindersReceivable: _reminders, ...rest }) => rest)(validCustomer),
  "createdAt missing": { ...validCustomer, createdAt: undefined },
};

describe("parseCustomer", () => {
  it("accepts a customer and returns only the known fields, as the schema does", () => {
    const answer = { ...validCustomer, token: "secret", extra: 1 };
    expect(parseCustomer(answer)).toEqual(validCustomer);
    expect(parseCustomer(answer)).toEqual(customerSchema.parse(answer));
  });

  it("accepts the nullable fields as null and a guest", () => {
    const guest = { ...validCustomer, type: "GUEST", isRegular: false, birthDate: null, gender: null };
    expect(parseCustomer(guest)).toEqual(guest);
    expect(customerSchema.safeParse(guest).success).toBe(true);
  });

  it.each(Object.entries(malformed))("rejects %s, like the schema", (_case, value) => {
    expect(parseCustomer(value)).toBeNull();
    expect(customerSchema.safeParse(value).success).toBe(false);
  });
});
