import "server-only";
import type { Customer } from "@clinic/shared";
import { cache } from "react";
import { visitorToken } from "@/features/api/client";
import { getThisCustomer } from "@/features/api/customers";
import { ApiRequestError } from "@/features/api/errors";

/**
 * The signed-in customer for this request, or null (no cookie, or the API no longer accepts the token).
 * Memoised per render only: every request asks the API again. Other failures reach the error page.
 */
export const getCurrentCustomer = cache(async (site: string): Promise<Customer | null> => {
  if ((await visitorToken()) === undefined) return null;
  try {
    return await getThisCustomer(site);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
});
