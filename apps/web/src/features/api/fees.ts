import "server-only";
import type { NonCoveredFees } from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { call, unwrap } from "./server-call";

/** GET /non-covered-fees: the clinic's 비급여 진료비용 (issue 25); empty categories when it published none. */
export const getNonCoveredFees = cache(
  (site: string): Promise<NonCoveredFees> =>
    unwrap(call("nonCoveredFees", {}, { site, caching: publicCaching("fees") })),
);
