import "server-only";
import { type Customer, customerSchema } from "@clinic/shared";
import { callApi } from "./client";

/** GET /customers/this with the visitor's cookie token; a visitor call, so never in the data cache. */
export function getThisCustomer(site: string): Promise<Customer> {
  return callApi({ site, path: "/customers/this", schema: customerSchema, caching: { scope: "visitor" } });
}
