// All storefront data access goes through these functions; nothing else in apps/web calls the API directly.

export {
  getBeforeAfters,
  getBoardPost,
  getBoardPosts,
  getBoardType,
  getCurrentTermHistory,
  getDoctorSchedules,
  getDoctors,
  getPageContent,
  getPartnerReviews,
  getShortenWorks,
  getSpaces,
  getTerm,
  getTermHistories,
  getTermHistory,
} from "./articles";
export {
  getBranding,
  getEvent,
  getEventProducts,
  getEvents,
  getExhibition,
  getExhibitions,
  getProduct,
  getProductCategories,
  getProducts,
  getRecommendedProducts,
  search,
} from "./catalogue";
export { getBanners, getPartnerKeywords, getPopups, getSiteConfig } from "./content";
export {
  getAfterNotices,
  getBoardTypes,
  getCustomerBoardTypes,
  getFaqGroups,
  getNotice,
  getNotices,
} from "./cscenter";
export { getCustomerPost, getCustomerPosts, hasVisitorSession } from "./customer-boards";
export { ApiRequestError, type ClientError, isApiNotFound, toClientError } from "./errors";
export { getNonCoveredFees } from "./fees";
export { orNotFound } from "./not-found";
export { getDeployStatus, getPartner, getPartnerGroup } from "./partner";
export { checkPreviewToken } from "./preview";
