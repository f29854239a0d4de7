import type { Customer } from "@clinic/shared";
import { customerTypes, genders } from "@clinic/shared/constants";
import { isInt, isNullableString, isOneOf, isRecord } from "./values";

/**
 * The browser's check of a customer answer (GET /customers/this, the widget's sign-in event, localStorage),
 * equal to `customerSchema` of @clinic/shared without bundling zod: the customer or null when anything is off.
 * Like z.object it returns only the known fields, so extra keys never reach the stored session.
 */
export function parseCustomer(value: unknown): Customer | null {
  if (!isRecord(value)) return null;
  const {
    id,
    type,
    isRegular,
    name,
    phone,
    email,
    birthDate,
    gender,
    marketingReceivable,
    remindersReceivable,
    createdAt,
  } = value;
  if (!isInt(id) || !isOneOf(customerTypes, type) || typeof isRegular !== "boolean") return null;
  if (typeof name !== "string" || typeof phone !== "string") return null;
  if (!isNullableString(email) || !isNullableString(birthDate)) return null;
  if (gender !== null && !isOneOf(genders, gender)) return null;
  if (typeof marketingReceivable !== "boolean" || typeof remindersReceivable !== "boolean") return null;
  if (typeof createdAt !== "string") return null;
  return {
    id,
    type,
    isRegular,
    name,
    phone,
    email,
    birthDate,
    gender,
    marketingReceivable,
    remindersReceivable,
    createdAt,
  };
}
