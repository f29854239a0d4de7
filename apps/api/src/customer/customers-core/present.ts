import { isOneOf, oneOf } from "@api/lib/enums";
import { type Customer, customerTypes, genders } from "@clinic/shared";
import type { CustomerRow } from "./repository";

/** A customer row as its owner sees it (unmasked: it is their own data). */
export function toCustomer(row: CustomerRow): Customer {
  const type = oneOf(customerTypes, row.type, "GUEST");
  return {
    id: row.id,
    type,
    isRegular: type === "REGISTERED",
    name: row.name,
    phone: row.phone,
    email: row.email,
    birthDate: row.birthDate,
    gender: row.gender !== null && isOneOf(genders, row.gender) ? row.gender : null,
    marketingReceivable: row.marketingReceivable,
    remindersReceivable: row.remindersReceivable,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The columns that hold a person's data, emptied: what a withdrawal and a privacy erasure both write (the row stays,
 * as bookings refer to it). `name` says which of the two it was.
 */
export function erasedPerson(name: string) {
  return {
    name,
    phone: "",
    email: null,
    birthDate: null,
    gender: null,
    personKeyHash: null,
    marketingReceivable: false,
  } as const;
}
