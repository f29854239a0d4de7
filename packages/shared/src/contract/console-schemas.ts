/**
 * The schemas half of `console-endpoints.ts` (decision 0030): for each console route, under the same name, what
 * the API validates and answers. The API registers its routes from both halves; the console's web server takes
 * the types from here.
 */
import { z } from "zod";
import { idParam } from "../common";
import {
  applyTemplateBodySchema,
  auditPageSchema,
  auditQuerySchema,
  clinicChecklistListSchema,
  clinicChecklistSchema,
  clinicDeployAnswerSchema,
  clinicDeployBodySchema,
  clinicDomainsSchema,
  clinicHostsBodySchema,
  clinicPlatformSchema,
  consoleBannerBodySchema,
  consoleBannerListSchema,
  consoleBannerSchema,
  consoleBoardAnswerBodySchema,
  consoleBoardHiddenBodySchema,
  consoleBoardPostListQuerySchema,
  consoleBoardPostListSchema,
  consoleBoardPostSchema,
  consoleBranchesBodySchema,
  consoleBranchesSchema,
  consoleBulkBodySchema,
  consoleBulkResultSchema,
  consoleContentListQuerySchema,
  consoleContentListSchema,
  consoleCreatedSchema,
  consoleDocumentSchema,
  consoleFloatingItemsBodySchema,
  consoleFloatingItemsSchema,
  consoleFooterLinksBodySchema,
  consoleFooterLinksSchema,
  consoleHomepageBodySchema,
  consoleHomepageSchema,
  consoleHoursBodySchema,
  consoleHoursSchema,
  consoleInquiryHandledBodySchema,
  consoleInquiryListQuerySchema,
  consoleInquiryListSchema,
  consoleInquirySchema,
  consoleKeywordsBodySchema,
  consoleKeywordsSchema,
  consoleMarketingBodySchema,
  consoleMarketingSchema,
  consoleMessageLogQuerySchema,
  consoleMessageLogSchema,
  consoleMessageRowSchema,
  consoleMessageSettingsBodySchema,
  consoleMessageSettingsSchema,
  consoleMessageTemplateBodySchema,
  consoleMessageTemplateListSchema,
  consoleMessageTemplateSchema,
  consoleNavigationBodySchema,
  consoleNavigationSchema,
  consoleNonCoveredFeesBodySchema,
  consoleNonCoveredFeesSchema,
  consoleOrderBodySchema,
  consolePartnerSettingsBodySchema,
  consolePartnerSettingsSchema,
  consolePopupBodySchema,
  consolePopupListSchema,
  consolePopupSchema,
  consolePreviewTokenSchema,
  consolePublishBodySchema,
  consolePublishResultSchema,
  consoleRightButtonsBodySchema,
  consoleRightButtonsSchema,
  consoleShellTextsBodySchema,
  consoleShellTextsSchema,
  consoleSiteLanguagesBodySchema,
  consoleSiteLanguagesSchema,
  consoleTermVersionListSchema,
  consoleThemeBodySchema,
  consoleThemeSchema,
  contentUsesSchema,
  createClinicAnswerSchema,
  createClinicBodySchema,
  deskBookingCreateSchema,
  deskBookingUpdateSchema,
  deskCancelBodySchema,
  deskChangesQuerySchema,
  deskChangesSchema,
  deskListSchema,
  deskQuerySchema,
  deskRescheduleBodySchema,
  deskReservationSchema,
  deskSlotsQuerySchema,
  deskSlotsSchema,
  deskTreatmentListSchema,
  doctorBlocksBodySchema,
  doctorOverrideBodySchema,
  MEDIA_FILE_NAME_HEADER,
  mediaAssetSchema,
  mediaPageSchema,
  mediaQuerySchema,
  patientErasureSchema,
  patientListQuerySchema,
  patientListSchema,
  patientSchema,
  patientUpdateBodySchema,
  pendingListSchema,
  pendingSummarySchema,
  reportRangeQuerySchema,
  reportSummarySchema,
  reservationExportSchema,
  scheduleOverrideBodySchema,
  scheduleSchema,
  scheduleSettingsSchema,
  siteImagesSchema,
  staffAcceptInviteSchema,
  staffInviteAnswerSchema,
  staffInviteBodySchema,
  staffListItemSchema,
  staffListSchema,
  staffMeSchema,
  staffPasswordChangeSchema,
  staffRoleBodySchema,
  staffSessionAnswerSchema,
  staffSignInBodySchema,
} from "../console";
import {
  consoleTranslationBodySchema,
  consoleTranslationPublishedSchema,
  consoleTranslationsSchema,
} from "../console/translations";
import { isoDateField } from "../form";
import { translationLanguageSchema } from "../translations";
import type { consoleEndpoints } from "./console-endpoints";
import type { EndpointSchemas, SchemasFor } from "./endpoint";

/** `:partnerId` of every clinic-scoped route; the API's access hooks read it too. */
export const consoleClinicParamsSchema = z.object({ partnerId: idParam });
/** A clinic's row: `:partnerId` and `:id`. */
export const consoleRowParamsSchema = consoleClinicParamsSchema.extend({ id: idParam });
/** A content route's `:entity` (the entity's key), filled in by the API when it registers each entity. */
export const consoleContentParamsSchema = consoleClinicParamsSchema.extend({ entity: z.string() });
export const consoleContentRowParamsSchema = consoleContentParamsSchema.extend({ id: idParam });
/** One language of a row's translations (issue 29). */
export const consoleTranslationParamsSchema = consoleContentRowParamsSchema.extend({
  language: translationLanguageSchema,
});

const deleted = z.null().describe("Deleted");
const done = z.null().describe("Done");
const signedOut = z.object({ signedOut: z.literal(true) });
/** What an order answers: every id sent, in order (a request naming any other id is refused whole). */
const orderedIds = z.object({ ids: z.array(z.number().int()) });
/** A content body: each entity's own shared schema, which the API puts in this one's place per entity. */
export const consoleContentBodySchema = z.record(z.string(), z.unknown());
/** A message template's `:kind` (an unknown kind is a 404, answered by the API). */
export const consoleTemplateParamsSchema = consoleClinicParamsSchema.extend({ kind: z.string().max(60) });
const answerParams = consoleRowParamsSchema.extend({ answerId: idParam });
/** The doctor and the date a doctor's override is about. */
export const doctorOverrideParamsSchema = consoleClinicParamsSchema.extend({
  employeeId: idParam,
  date: isoDateField,
});

const clinic = { params: consoleClinicParamsSchema } as const;
const row = { params: consoleRowParamsSchema } as const;
/** A settings document: read as the answer, replaced whole with the body. */
const documentOf = <A extends z.ZodType, B extends z.ZodType>(answer: A, body: B) =>
  [
    { ...clinic, response: answer },
    { ...clinic, body, response: answer },
  ] as const;

const [partnerSettings, putPartnerSettings] = documentOf(
  consolePartnerSettingsSchema,
  consolePartnerSettingsBodySchema,
);
const [hours, putHours] = documentOf(consoleHoursSchema, consoleHoursBodySchema);
const [marketing, putMarketing] = documentOf(consoleMarketingSchema, consoleMarketingBodySchema);
const [homepage, putHomepage] = documentOf(consoleHomepageSchema, consoleHomepageBodySchema);
const [navigation, putNavigation] = documentOf(consoleNavigationSchema, consoleNavigationBodySchema);
const [branches, putBranches] = documentOf(consoleBranchesSchema, consoleBranchesBodySchema);
const [rightButtons, putRightButtons] = documentOf(consoleRightButtonsSchema, consoleRightButtonsBodySchema);
const [floatingItems, putFloatingItems] = documentOf(
  consoleFloatingItemsSchema,
  consoleFloatingItemsBodySchema,
);
const [keywords, putKeywords] = documentOf(consoleKeywordsSchema, consoleKeywordsBodySchema);
const [theme, putTheme] = documentOf(consoleThemeSchema, consoleThemeBodySchema);
const [shellTexts, putShellTexts] = documentOf(consoleShellTextsSchema, consoleShellTextsBodySchema);
const [footerLinks, putFooterLinks] = documentOf(consoleFooterLinksSchema, consoleFooterLinksBodySchema);
const [siteLanguages, putSiteLanguages] = documentOf(
  consoleSiteLanguagesSchema,
  consoleSiteLanguagesBodySchema,
);
const [nonCoveredFees, putNonCoveredFees] = documentOf(
  consoleNonCoveredFeesSchema,
  consoleNonCoveredFeesBodySchema,
);

const deskAction = { ...row, response: deskReservationSchema } as const;
const boardPostChange = { ...row, response: consoleBoardPostSchema } as const;

export const consoleSchemas = {
  signIn: { body: staffSignInBodySchema, response: staffSessionAnswerSchema },
  acceptInvite: { body: staffAcceptInviteSchema, response: z.object({ email: z.string() }) },
  me: { response: staffMeSchema },
  signOut: { response: signedOut },
  rotateSession: { response: staffSessionAnswerSchema },
  changePassword: { body: staffPasswordChangeSchema, response: staffSessionAnswerSchema },

  createClinic: { body: createClinicBodySchema, response: createClinicAnswerSchema, status: 201 },
  platform: { ...clinic, response: clinicPlatformSchema },
  setDeployStatus: { ...clinic, body: clinicDeployBodySchema, response: clinicDeployAnswerSchema },
  setHosts: { ...clinic, body: clinicHostsBodySchema, response: clinicPlatformSchema },
  checklists: { response: clinicChecklistListSchema },
  checklist: { ...clinic, response: clinicChecklistSchema },
  domains: { ...clinic, response: clinicDomainsSchema },
  applyTemplate: { ...clinic, body: applyTemplateBodySchema, response: clinicPlatformSchema },

  staffList: { ...clinic, response: staffListSchema },
  inviteStaff: { ...clinic, body: staffInviteBodySchema, response: staffInviteAnswerSchema, status: 201 },
  removeStaff: {
    params: consoleClinicParamsSchema.extend({ staffId: idParam }),
    response: z.null(),
    status: 204,
  },
  // Roles (issue 27, roles-mypage)
  changeStaffRole: {
    params: consoleClinicParamsSchema.extend({ staffId: idParam }),
    body: staffRoleBodySchema,
    response: staffListItemSchema,
  },

  audit: { ...clinic, query: auditQuerySchema, response: auditPageSchema },

  partnerSettings,
  putPartnerSettings,
  hours,
  putHours,
  marketing,
  putMarketing,
  homepage,
  putHomepage,
  popups: { ...clinic, response: consolePopupListSchema },
  createPopup: { ...clinic, body: consolePopupBodySchema, response: consolePopupSchema, status: 201 },
  updatePopup: { ...row, body: consolePopupBodySchema, response: consolePopupSchema },
  deletePopup: { ...row, response: deleted, status: 204 },

  navigation,
  putNavigation,
  branches,
  putBranches,
  rightButtons,
  putRightButtons,
  floatingItems,
  putFloatingItems,
  keywords,
  putKeywords,
  theme,
  putTheme,
  banners: { ...clinic, response: consoleBannerListSchema },
  createBanner: { ...clinic, body: consoleBannerBodySchema, response: consoleBannerSchema, status: 201 },
  updateBanner: { ...row, body: consoleBannerBodySchema, response: consoleBannerSchema },
  deleteBanner: { ...row, response: deleted, status: 204 },
  shellTexts,
  putShellTexts,
  footerLinks,
  putFooterLinks,
  siteLanguages,
  putSiteLanguages,
  nonCoveredFees,
  putNonCoveredFees,

  desk: { ...clinic, query: deskQuerySchema, response: deskListSchema },
  deskChanges: { ...clinic, query: deskChangesQuerySchema, response: deskChangesSchema },
  pendingReservations: { ...clinic, response: pendingListSchema },
  pendingStream: { ...clinic, response: pendingSummarySchema, contentType: "text/event-stream" },
  confirmReservation: deskAction,
  markVisited: deskAction,
  markNoShow: deskAction,
  cancelReservation: { ...deskAction, body: deskCancelBodySchema },
  rescheduleReservation: { ...deskAction, body: deskRescheduleBodySchema },
  schedule: { ...clinic, response: scheduleSchema },
  putSchedule: { ...clinic, body: scheduleSettingsSchema, response: scheduleSchema },
  addOverride: { ...clinic, body: scheduleOverrideBodySchema, response: scheduleSchema },
  removeOverride: {
    params: consoleClinicParamsSchema.extend({ overrideId: idParam }),
    response: scheduleSchema,
  },
  putDoctorBlocks: {
    params: consoleClinicParamsSchema.extend({ employeeId: idParam }),
    body: doctorBlocksBodySchema,
    response: scheduleSchema,
  },
  // Bookings by staff (issue 27, desk-bookings)
  deskSlots: { ...clinic, query: deskSlotsQuerySchema, response: deskSlotsSchema },
  deskTreatments: { ...clinic, response: deskTreatmentListSchema },
  createDeskReservation: {
    ...clinic,
    body: deskBookingCreateSchema,
    response: deskReservationSchema,
    status: 201,
  },
  updateDeskReservation: { ...deskAction, body: deskBookingUpdateSchema },
  checkInReservation: deskAction,
  undoReservationOutcome: deskAction,
  // A doctor's day off or other hours on one date (issue 27, desk-grid)
  putDoctorOverride: {
    params: doctorOverrideParamsSchema,
    body: doctorOverrideBodySchema,
    response: scheduleSchema,
  },
  deleteDoctorOverride: { params: doctorOverrideParamsSchema, response: scheduleSchema },

  exportReservations: {
    ...clinic,
    query: reportRangeQuerySchema,
    response: reservationExportSchema,
    contentType: "text/csv",
  },
  reportSummary: { ...clinic, query: reportRangeQuerySchema, response: reportSummarySchema },

  inquiries: { ...clinic, query: consoleInquiryListQuerySchema, response: consoleInquiryListSchema },
  inquiry: { ...row, response: consoleInquirySchema },
  setInquiryHandled: { ...row, body: consoleInquiryHandledBodySchema, response: consoleInquirySchema },

  messageSettings: { ...clinic, response: consoleMessageSettingsSchema },
  putMessageSettings: {
    ...clinic,
    body: consoleMessageSettingsBodySchema,
    response: consoleMessageSettingsSchema,
  },
  messageTemplates: { ...clinic, response: consoleMessageTemplateListSchema },
  putMessageTemplate: {
    params: consoleTemplateParamsSchema,
    body: consoleMessageTemplateBodySchema,
    response: consoleMessageTemplateSchema,
  },
  resetMessageTemplate: { params: consoleTemplateParamsSchema, response: consoleMessageTemplateSchema },
  messages: { ...clinic, query: consoleMessageLogQuerySchema, response: consoleMessageLogSchema },
  resendMessage: { ...row, response: consoleMessageRowSchema, status: 201 },

  boardPosts: { ...clinic, query: consoleBoardPostListQuerySchema, response: consoleBoardPostListSchema },
  boardPost: { ...row, response: consoleBoardPostSchema },
  answerPost: { ...boardPostChange, body: consoleBoardAnswerBodySchema },
  updateAnswer: {
    params: answerParams,
    body: consoleBoardAnswerBodySchema,
    response: consoleBoardPostSchema,
  },
  deleteAnswer: { params: answerParams, response: consoleBoardPostSchema },
  setPostHidden: { ...boardPostChange, body: consoleBoardHiddenBodySchema },
  deletePost: { ...row, response: deleted, status: 204 },

  media: { ...clinic, query: mediaQuerySchema, response: mediaPageSchema },
  uploadMedia: {
    ...clinic,
    headers: z.looseObject({ [MEDIA_FILE_NAME_HEADER]: z.string().max(1_000).optional() }),
    response: mediaAssetSchema,
    status: 201,
  },
  deleteMedia: {
    params: consoleClinicParamsSchema.extend({ mediaId: idParam }),
    response: z.null(),
    status: 204,
  },
  siteImages: { ...clinic, response: siteImagesSchema },
  productUses: { ...row, response: contentUsesSchema },

  contentList: {
    params: consoleContentParamsSchema,
    query: consoleContentListQuerySchema,
    response: consoleContentListSchema,
  },
  createContent: {
    params: consoleContentParamsSchema,
    body: consoleContentBodySchema,
    response: consoleCreatedSchema,
    status: 201,
  },
  orderContent: { params: consoleContentParamsSchema, body: consoleOrderBodySchema, response: orderedIds },
  bulkContent: {
    params: consoleContentParamsSchema,
    body: consoleBulkBodySchema,
    response: consoleBulkResultSchema,
  },
  contentDocument: { params: consoleContentRowParamsSchema, response: consoleDocumentSchema },
  saveDraft: {
    params: consoleContentRowParamsSchema,
    body: consoleContentBodySchema,
    response: done,
    status: 204,
  },
  discardDraft: { params: consoleContentRowParamsSchema, response: done, status: 204 },
  publishContent: {
    params: consoleContentRowParamsSchema,
    body: consolePublishBodySchema,
    response: consolePublishResultSchema,
  },
  translations: { params: consoleContentRowParamsSchema, response: consoleTranslationsSchema },
  saveTranslationDraft: {
    params: consoleTranslationParamsSchema,
    body: consoleTranslationBodySchema,
    response: done,
    status: 204,
  },
  discardTranslationDraft: { params: consoleTranslationParamsSchema, response: done, status: 204 },
  publishTranslation: { params: consoleTranslationParamsSchema, response: consoleTranslationPublishedSchema },
  termVersions: { ...row, response: consoleTermVersionListSchema },
  previewToken: { ...clinic, response: consolePreviewTokenSchema },

  // Patients (console-patients, issue 27)
  patients: { ...clinic, query: patientListQuerySchema, response: patientListSchema },
  patient: { ...row, response: patientSchema },
  updatePatient: { ...row, body: patientUpdateBodySchema, response: patientSchema },
  erasePatient: { ...row, response: patientErasureSchema },
} as const satisfies SchemasFor<typeof consoleEndpoints> & Record<string, EndpointSchemas>;
