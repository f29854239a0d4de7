/**
 * Every route of the partner console's API (issues 10 and 11, decision 0030): staff-only paths under /console,
 * called by the web server's console pages and actions (apps/web/src/console/lib/api.ts) and never by a browser,
 * so none of them is in the storefront's same-origin pass-through (storefront-endpoints.ts, decision 0017).
 *
 * Paths are the API's own, `:name` marking one path parameter. Plain values only; the schemas of each route are
 * in console-schemas.ts under the same name.
 */
import type { Endpoint } from "./endpoint";

/** Every clinic-scoped console path starts here; the API checks `:partnerId` against the signed-in account. */
const CLINIC = "/console/clinics/:partnerId";

/**
 * Content routes (issue 11) are the same eight for every entity: `:entity` is the entity's key. The API registers
 * them once per entity with the key filled in (`withContentEntity`), so each entity keeps its own body schema.
 */
const CONTENT = `${CLINIC}/content/:entity`;

export const consoleEndpoints = {
  // Sign-in, invitations and the session (console-auth, console-staff); sign-in and invitations need no session.
  signIn: { method: "POST", path: "/console/auth/sign-in" },
  acceptInvite: { method: "POST", path: "/console/auth/accept-invite" },
  me: { method: "GET", path: "/console/me" },
  signOut: { method: "POST", path: "/console/auth/sign-out" },
  rotateSession: { method: "POST", path: "/console/auth/rotate" },
  changePassword: { method: "PUT", path: "/console/me/password" },
  // The operator's onboarding (console-clinics)
  createClinic: { method: "POST", path: "/console/clinics" },
  platform: { method: "GET", path: `${CLINIC}/platform` },
  setDeployStatus: { method: "PUT", path: `${CLINIC}/platform/deploy-status` },
  setHosts: { method: "PUT", path: `${CLINIC}/platform/hosts` },
  checklists: { method: "GET", path: "/console/clinics/checklists" },
  checklist: { method: "GET", path: `${CLINIC}/platform/checklist` },
  domains: { method: "GET", path: `${CLINIC}/platform/domains` },
  applyTemplate: { method: "PUT", path: `${CLINIC}/platform/template` },
  // Staff accounts (console-staff)
  staffList: { method: "GET", path: `${CLINIC}/staff` },
  inviteStaff: { method: "POST", path: `${CLINIC}/staff` },
  removeStaff: { method: "DELETE", path: `${CLINIC}/staff/:staffId` },
  // Roles (issue 27, roles-mypage): the owner sets an account's role
  changeStaffRole: { method: "PUT", path: `${CLINIC}/staff/:staffId/role` },
  // The audit log (console-audit)
  audit: { method: "GET", path: `${CLINIC}/audit` },
  // Site settings and popups (console-settings)
  partnerSettings: { method: "GET", path: `${CLINIC}/settings/partner` },
  putPartnerSettings: { method: "PUT", path: `${CLINIC}/settings/partner` },
  hours: { method: "GET", path: `${CLINIC}/settings/hours` },
  putHours: { method: "PUT", path: `${CLINIC}/settings/hours` },
  marketing: { method: "GET", path: `${CLINIC}/settings/marketing` },
  putMarketing: { method: "PUT", path: `${CLINIC}/settings/marketing` },
  homepage: { method: "GET", path: `${CLINIC}/settings/homepage` },
  putHomepage: { method: "PUT", path: `${CLINIC}/settings/homepage` },
  popups: { method: "GET", path: `${CLINIC}/popups` },
  createPopup: { method: "POST", path: `${CLINIC}/popups` },
  updatePopup: { method: "PUT", path: `${CLINIC}/popups/:id` },
  deletePopup: { method: "DELETE", path: `${CLINIC}/popups/:id` },
  // The site shell and banners (console-site)
  navigation: { method: "GET", path: `${CLINIC}/site/navigation` },
  putNavigation: { method: "PUT", path: `${CLINIC}/site/navigation` },
  branches: { method: "GET", path: `${CLINIC}/site/branches` },
  putBranches: { method: "PUT", path: `${CLINIC}/site/branches` },
  rightButtons: { method: "GET", path: `${CLINIC}/site/right-buttons` },
  putRightButtons: { method: "PUT", path: `${CLINIC}/site/right-buttons` },
  floatingItems: { method: "GET", path: `${CLINIC}/site/floating-items` },
  putFloatingItems: { method: "PUT", path: `${CLINIC}/site/floating-items` },
  keywords: { method: "GET", path: `${CLINIC}/site/keywords` },
  putKeywords: { method: "PUT", path: `${CLINIC}/site/keywords` },
  theme: { method: "GET", path: `${CLINIC}/site/theme` },
  putTheme: { method: "PUT", path: `${CLINIC}/site/theme` },
  banners: { method: "GET", path: `${CLINIC}/banners` },
  createBanner: { method: "POST", path: `${CLINIC}/banners` },
  updateBanner: { method: "PUT", path: `${CLINIC}/banners/:id` },
  deleteBanner: { method: "DELETE", path: `${CLINIC}/banners/:id` },
  // Header and footer texts, footer links and the 비급여 진료비용 page (console-site, issue 25)
  shellTexts: { method: "GET", path: `${CLINIC}/site/shell-texts` },
  putShellTexts: { method: "PUT", path: `${CLINIC}/site/shell-texts` },
  footerLinks: { method: "GET", path: `${CLINIC}/site/footer-links` },
  // The languages the site is read in (issue 29)
  siteLanguages: { method: "GET", path: `${CLINIC}/site/languages` },
  putSiteLanguages: { method: "PUT", path: `${CLINIC}/site/languages` },
  putFooterLinks: { method: "PUT", path: `${CLINIC}/site/footer-links` },
  nonCoveredFees: { method: "GET", path: `${CLINIC}/non-covered-fees` },
  putNonCoveredFees: { method: "PUT", path: `${CLINIC}/non-covered-fees` },
  // The reservations desk and schedule (console-reservations)
  desk: { method: "GET", path: `${CLINIC}/reservations` },
  deskChanges: { method: "GET", path: `${CLINIC}/reservations/changes` },
  pendingReservations: { method: "GET", path: `${CLINIC}/reservations/pending` },
  /** text/event-stream, not JSON: read by the console's stream route handler, never by the typed caller. */
  pendingStream: { method: "GET", path: `${CLINIC}/reservations/pending/stream` },
  confirmReservation: { method: "PUT", path: `${CLINIC}/reservations/:id/confirm` },
  markVisited: { method: "PUT", path: `${CLINIC}/reservations/:id/visited` },
  markNoShow: { method: "PUT", path: `${CLINIC}/reservations/:id/no-show` },
  cancelReservation: { method: "PUT", path: `${CLINIC}/reservations/:id/cancel` },
  rescheduleReservation: { method: "PUT", path: `${CLINIC}/reservations/:id/time` },
  schedule: { method: "GET", path: `${CLINIC}/schedule` },
  putSchedule: { method: "PUT", path: `${CLINIC}/schedule` },
  addOverride: { method: "POST", path: `${CLINIC}/schedule/overrides` },
  removeOverride: { method: "DELETE", path: `${CLINIC}/schedule/overrides/:overrideId` },
  putDoctorBlocks: { method: "PUT", path: `${CLINIC}/schedule/doctors/:employeeId` },
  // Bookings by staff (issue 27, desk-bookings): phone bookings, edits, check-in and undo
  deskSlots: { method: "GET", path: `${CLINIC}/reservations/slots` },
  deskTreatments: { method: "GET", path: `${CLINIC}/reservations/treatments` },
  createDeskReservation: { method: "POST", path: `${CLINIC}/reservations` },
  updateDeskReservation: { method: "PUT", path: `${CLINIC}/reservations/:id` },
  checkInReservation: { method: "PUT", path: `${CLINIC}/reservations/:id/check-in` },
  undoReservationOutcome: { method: "PUT", path: `${CLINIC}/reservations/:id/undo` },
  // A doctor's day off or other hours on one date (issue 27, desk-grid)
  putDoctorOverride: { method: "PUT", path: `${CLINIC}/schedule/doctors/:employeeId/overrides/:date` },
  deleteDoctorOverride: { method: "DELETE", path: `${CLINIC}/schedule/doctors/:employeeId/overrides/:date` },
  // Reports (issue 27, console-reports): the bookings export and the dashboard's figures
  /** text/csv, not JSON: downloaded through the console's route handler, never by the typed caller. */
  exportReservations: { method: "GET", path: `${CLINIC}/reservations/export.csv` },
  reportSummary: { method: "GET", path: `${CLINIC}/reports/summary` },
  // The inquiry inbox (console-inquiries)
  inquiries: { method: "GET", path: `${CLINIC}/inquiries` },
  inquiry: { method: "GET", path: `${CLINIC}/inquiries/:id` },
  setInquiryHandled: { method: "PUT", path: `${CLINIC}/inquiries/:id/handled` },
  // Messages to patients and staff alerts (console-messages, issue 26)
  messageSettings: { method: "GET", path: `${CLINIC}/messages/settings` },
  putMessageSettings: { method: "PUT", path: `${CLINIC}/messages/settings` },
  messageTemplates: { method: "GET", path: `${CLINIC}/messages/templates` },
  putMessageTemplate: { method: "PUT", path: `${CLINIC}/messages/templates/:kind` },
  resetMessageTemplate: { method: "DELETE", path: `${CLINIC}/messages/templates/:kind` },
  messages: { method: "GET", path: `${CLINIC}/messages` },
  resendMessage: { method: "POST", path: `${CLINIC}/messages/:id/resend` },
  // Customer-board moderation (console-board-moderation)
  boardPosts: { method: "GET", path: `${CLINIC}/customer-board` },
  boardPost: { method: "GET", path: `${CLINIC}/customer-board/:id` },
  answerPost: { method: "POST", path: `${CLINIC}/customer-board/:id/answers` },
  updateAnswer: { method: "PUT", path: `${CLINIC}/customer-board/:id/answers/:answerId` },
  deleteAnswer: { method: "DELETE", path: `${CLINIC}/customer-board/:id/answers/:answerId` },
  setPostHidden: { method: "PUT", path: `${CLINIC}/customer-board/:id/hidden` },
  deletePost: { method: "DELETE", path: `${CLINIC}/customer-board/:id` },
  // The media library (console-media); the upload's body is the raw image
  media: { method: "GET", path: `${CLINIC}/media` },
  uploadMedia: { method: "POST", path: `${CLINIC}/media` },
  deleteMedia: { method: "DELETE", path: `${CLINIC}/media/:mediaId` },
  siteImages: { method: "GET", path: `${CLINIC}/media/site-images` },
  productUses: { method: "GET", path: `${CLINIC}/products/:id/uses` },
  // Content (console-content): the same routes for every entity, a term's versions, the preview token
  contentList: { method: "GET", path: CONTENT },
  createContent: { method: "POST", path: CONTENT },
  orderContent: { method: "PUT", path: `${CONTENT}/order` },
  bulkContent: { method: "POST", path: `${CONTENT}/bulk` },
  contentDocument: { method: "GET", path: `${CONTENT}/:id` },
  saveDraft: { method: "PUT", path: `${CONTENT}/:id/draft` },
  discardDraft: { method: "DELETE", path: `${CONTENT}/:id/draft` },
  publishContent: { method: "POST", path: `${CONTENT}/:id/publish` },
  // Translations of one row (issue 29): the API registers them for each translatable entity, as the routes above
  translations: { method: "GET", path: `${CONTENT}/:id/translations` },
  saveTranslationDraft: { method: "PUT", path: `${CONTENT}/:id/translations/:language` },
  discardTranslationDraft: { method: "DELETE", path: `${CONTENT}/:id/translations/:language` },
  publishTranslation: { method: "POST", path: `${CONTENT}/:id/translations/:language/publish` },
  termVersions: { method: "GET", path: `${CLINIC}/content/terms/:id/versions` },
  previewToken: { method: "POST", path: `${CLINIC}/preview-token` },
  // Patients, the desk's small CRM (console-patients, issue 27)
  patients: { method: "GET", path: `${CLINIC}/patients` },
  patient: { method: "GET", path: `${CLINIC}/patients/:id` },
  updatePatient: { method: "PUT", path: `${CLINIC}/patients/:id` },
  erasePatient: { method: "DELETE", path: `${CLINIC}/patients/:id` },
} as const satisfies Record<string, Endpoint>;

export type ConsoleEndpointName = keyof typeof consoleEndpoints;

/**
 * A content route of one entity: `:entity` filled in with the entity's key, the other parameters left for the
 * router. The API registers each entity's routes with it.
 */
export function withContentEntity(endpoint: Endpoint, entityKey: string): Endpoint {
  if (!/^[a-z][a-z0-9-]*$/.test(entityKey)) throw new TypeError(`not an entity key: ${entityKey}`);
  return { method: endpoint.method, path: endpoint.path.replace(":entity", entityKey) as `/${string}` };
}
