// All storefront data access goes through these functions; nothing else in apps/web calls the API directly.
export { getBanners, getPartnerKeywords, getPopups, getSiteConfig } from "./content";
export { ApiRequestError, type ClientError, isApiNotFound, toClientError } from "./errors";
export { orNotFound } from "./not-found";
export { getDeployStatus, getPartner, getPartnerGroup } from "./partner";
