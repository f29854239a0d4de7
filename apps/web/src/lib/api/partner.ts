import "server-only";
import {
  type DeployStatus,
  deployStatusSchema,
  type PartnerGroup,
  type PartnerInfo,
  partnerGroupSchema,
  partnerInfoSchema,
} from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { callApi } from "./client";
import { isApiNotFound } from "./errors";

/** GET /partners/this. React's cache() shares one answer between the layout, metadata and page of a render. */
export const getPartner = cache(
  (site: string): Promise<PartnerInfo> =>
    callApi({ site, path: "/partners/this", schema: partnerInfoSchema, caching: publicCaching("partner") }),
);

/** GET /partners/this/homepage-deploy-status. */
export const getDeployStatus = cache(
  (site: string): Promise<DeployStatus> =>
    callApi({
      site,
      path: "/partners/this/homepage-deploy-status",
      schema: deployStatusSchema,
      caching: publicCaching("deploy-status"),
    }),
);

/** GET /partner-groups/this; null when the clinic belongs to no group (the API answers 404). */
export const getPartnerGroup = cache(async (site: string): Promise<PartnerGroup | null> => {
  try {
    return await callApi({
      site,
      path: "/partner-groups/this",
      schema: partnerGroupSchema,
      caching: publicCaching("partner-group"),
    });
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
});
