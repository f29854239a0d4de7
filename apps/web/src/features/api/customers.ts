import "server-only";
import type { Customer } from "@clinic/shared";
import { call, unwrap } from "./server-call";

/** GET /customers/this with the visitor's cookie token; a visitor call, so never in the data cache. */
export function getThisCustomer(site: string): Promise<Customer> {
  return unwrap(call("me", {}, { site, caching: { scope: "visitor" } }));
}
