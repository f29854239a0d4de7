import { randomUUID } from "node:crypto";
import { CONTENT_ENTITIES } from "@api/console/content/entities";
import { insertSignedInCustomer } from "@api/customer/customers/customer-fixtures";
import type { Outbox } from "@api/customer/guest-auth/guest-fixtures";
import { treatmentOptions } from "@api/customer/reservations/reservation-fixtures";
import { insertVisit } from "@api/customer/review-links/review-link-fixtures";
import {
  DEMO_GUEST_POST_PASSWORD,
  demoOwner,
  demoReviewToken,
  demoStaffKey,
  findDemoFixtures,
} from "@clinic/db";
import type { TestApp } from "../testing/test-app";

const HOUR = 1;
const DAYS_AHEAD_HOURS = 72 * HOUR;

export interface Caller {
  token: string;
}

/** One demo clinic's ids, secrets and signed-in callers, as the isolation matrix hands them to the other clinic. */
export interface ClinicValues {
  code: string;
  origin: string;
  partnerId: number;
  ids: Record<IdName, number>;
  optionIds: number[];
  secrets: {
    productPreview: string;
    brandingPreview: string;
    reviewToken: string;
    shortCode: string;
    staffKey: string;
    postPassword: string;
  };
  customer: Caller & { id: number };
  guest: Caller & { id: number };
  /** The clinic's owner signed in to the partner console. */
  owner: Caller & { id: number };
  /** The console's settings answers as seeded (sent back unchanged by the write cases) and a popup's id. */
  settings: {
    partner: object;
    hours: object;
    marketing: object;
    homepage: object;
    popupId: number;
    /** The site shell documents (console-site, by path) and a banner as seeded. */
    site: { documents: Record<string, object>; banner: { id: number; body: object } };
  };
  /** Per console content entity: a row of the clinic and its live body (sent back unchanged by the writes). */
  content: Record<string, { id: number; body: object }>;
  /** A console preview token of this clinic (x-clinic-preview). */
  previewToken: string;
  /** The console's schedule as seeded (cases that must write send it back unchanged). */
  schedule: { settings: object; doctors: { id: number; blocks: object[] }[] };
  /** A visitor id (x-visitor-id) with a cart line and a recently viewed product at this clinic. */
  visitor: string;
  /** Fresh per matrix case (memoised by the case runner), for one-shot and destructive calls. */
  fresh: Fresh;
}

type IdName =
  | "product"
  | "category"
  | "event"
  | "exhibition"
  | "branding"
  | "unpublishedProduct"
  | "beforeAfter"
  | "review"
  | "boardType"
  | "boardPost"
  | "notice"
  | "faqGroup"
  | "afterNotice"
  | "customerBoardType"
  | "privatePost"
  | "unansweredPost"
  | "term"
  | "termHistory"
  | "employee"
  | "pastVisit";

export interface Fresh {
  /** A future REQUESTED reservation of `customer`. */
  reservation(): Promise<number>;
  /** A signed-in registered customer of its own (for logout and rotation). */
  customer(): Promise<Caller & { id: number }>;
  /** An SMS code texted to a new phone at this clinic. */
  smsCode(): Promise<{ phone: string; code: string }>;
  /** A demo identity verification of a new person. */
  impUid(): Promise<string>;
  /** A holiday far ahead in the console's schedule (its id). */
  override(): Promise<number>;
}

type Json = { rows?: { id: number }[]; id?: number };
let phoneSequence = 0;
let overrideSequence = 0;

/** Signs the demo owner in to the console (from an address of its own, apart from any throttling). */
async function consoleOwner(t: TestApp, code: "lumiere" | "haneul"): Promise<Caller & { id: number }> {
  const { email, password } = demoOwner(code);
  const response = await t.app.inject({
    method: "POST",
    url: "/console/auth/sign-in",
    payload: { email, password },
    headers: { "x-forwarded-for": `10.8.0.${code.length}` },
  });
  if (response.statusCode !== 200) throw new Error(`${code} console sign-in: ${response.body}`);
  const session = response.json() as { token: string; staff: { id: number } };
  return { token: session.token, id: session.staff.id };
}

export async function clinicValues(
  t: TestApp,
  outbox: Outbox,
  code: "lumiere" | "haneul",
  origin: string,
): Promise<ClinicValues> {
  const partnerId = t.partnerIds[code];
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: "GET",
      url,
      headers: { "x-tenant-origin": origin, ...headers },
    });
    if (response.statusCode !== 200)
      throw new Error(`${code} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as Json & Record<string, unknown>;
  };
  const first = async (url: string) => {
    const json = await get(url);
    const id = json.rows?.[0]?.id ?? json.id;
    if (typeof id !== "number") throw new Error(`${code} ${url}: no id`);
    return id;
  };
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, headers: { "x-tenant-origin": origin, ...headers } });

  const fixtures = await findDemoFixtures(t.database, partnerId);
  const owner = await consoleOwner(t, code);
  const scheduleAnswer = await t.app.inject({
    method: "GET",
    url: `/console/clinics/${partnerId}/schedule`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  if (scheduleAnswer.statusCode !== 200) throw new Error(`${code} schedule: ${scheduleAnswer.body}`);
  const schedule = scheduleAnswer.json() as ClinicValues["schedule"];
  const consoleRead = async (path: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/console/clinics/${partnerId}${path}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    if (response.statusCode !== 200) throw new Error(`${code} console ${path}: ${response.body}`);
    return response.json() as Record<string, unknown>;
  };
  const popups = (await consoleRead("/popups")) as { rows: { id: number }[] };
  const settings: ClinicValues["settings"] = {
    partner: await consoleRead("/settings/partner"),
    hours: await consoleRead("/settings/hours"),
    marketing: await consoleRead("/settings/marketing"),
    homepage: await consoleRead("/settings/homepage"),
    popupId: popups.rows[0]?.id ?? 0,
    site: await siteValues(consoleRead),
  };
  const content = await contentValues(consoleRead);
  const issued = await t.app.inject({
    method: "POST",
    url: `/console/clinics/${partnerId}/preview-token`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  if (issued.statusCode !== 200) throw new Error(`${code} preview token: ${issued.body}`);
  const previewToken = (issued.json() as { token: string }).token;
  const boardType = await first("/customer/board-types?area=BOARD");
  const term = await first("/terms");
  const options = await treatmentOptions(t.database, partnerId, 2);
  const customer = await insertSignedInCustomer(t.database, partnerId, { name: `${code}-고객` });
  const guest = await insertSignedInCustomer(t.database, partnerId, { type: "GUEST", name: `${code}-손님` });
  const staffKey = demoStaffKey(code);
  const shortCode = `only-${code}`;
  const created = await post(
    "/staff/short-urls",
    { targetPath: `/events?only=${code}`, code: shortCode, title: `${code} 전용 링크` },
    { authorization: `Bearer ${staffKey}` },
  );
  if (created.statusCode !== 201) throw new Error(`${code} short url: ${created.body}`);
  const visitor = randomUUID();
  const product = await first("/products");
  const optionIds = options;
  for (const [url, payload] of [
    ["/guest/carts", { productOptionId: optionIds[0] }],
    ["/carts", { productOptionId: optionIds[0] }],
    ["/recent-products", { productId: product }],
  ] as const) {
    const headers = { "x-visitor-id": visitor, authorization: `Bearer ${customer.token}` };
    const response = await post(url, payload, headers);
    if (response.statusCode >= 300) throw new Error(`${code} ${url}: ${response.body}`);
  }

  return {
    code,
    origin,
    partnerId,
    optionIds,
    ids: {
      product,
      category: await first("/product-categories"),
      event: await first("/events"),
      exhibition: await first("/customer/exhibitions"),
      branding: fixtures.unpublishedBranding.id,
      unpublishedProduct: fixtures.unpublishedProduct.id,
      beforeAfter: await first("/customer/before-afters"),
      review: await first("/customer/partner-reviews"),
      boardType,
      boardPost: await first(`/customer/boards?boardTypeId=${boardType}`),
      notice: await first("/customer/notices"),
      faqGroup: await first("/customer/faqs/this/group"),
      afterNotice: fixtures.afterNoticeIds[0] ?? 0,
      customerBoardType: fixtures.customerBoardTypeId,
      privatePost: fixtures.privateCustomerPostId,
      unansweredPost: fixtures.unansweredCustomerPostId,
      term,
      termHistory: await first(`/terms/${term}/terms-histories/current`),
      employee: await first("/partner-employees"),
      pastVisit: await insertVisit(t.database, partnerId, customer.id, { treatments: [`${code} 지난 시술`] }),
    },
    secrets: {
      productPreview: fixtures.unpublishedProduct.previewToken,
      brandingPreview: fixtures.unpublishedBranding.previewToken,
      reviewToken: demoReviewToken(code),
      shortCode,
      staffKey,
      postPassword: DEMO_GUEST_POST_PASSWORD,
    },
    customer,
    guest,
    owner,
    settings,
    content,
    previewToken,
    schedule,
    visitor,
    fresh: {
      reservation: () =>
        insertVisit(t.database, partnerId, customer.id, { status: "REQUESTED", inHours: DAYS_AHEAD_HOURS }),
      customer: () => insertSignedInCustomer(t.database, partnerId, { name: `${code}-고객` }),
      async smsCode() {
        phoneSequence += 1;
        const phone = `0109${String(phoneSequence).padStart(7, "0")}`;
        const sent = await post(
          "/customer/auth-tokens",
          { phone },
          { "x-forwarded-for": `10.9.0.${phoneSequence}` },
        );
        if (sent.statusCode !== 202) throw new Error(`${code} sms: ${sent.body}`);
        return { phone, code: await outbox.latestCode(phone) };
      },
      async override() {
        overrideSequence += 1;
        const date = new Date(Date.now() + (400 + overrideSequence) * 86_400_000).toISOString().slice(0, 10);
        const response = await t.app.inject({
          method: "POST",
          url: `/console/clinics/${partnerId}/schedule/overrides`,
          payload: { date, isClosed: true, note: "격리 테스트 휴진" },
          headers: { authorization: `Bearer ${owner.token}` },
        });
        if (response.statusCode >= 300) throw new Error(`${code} override: ${response.body}`);
        // The answer is the whole schedule; the new holiday is the one on that date.
        const { overrides } = response.json() as { overrides: { id: number; date: string }[] };
        const created = overrides.find((entry) => entry.date === date);
        if (!created) throw new Error(`${code} override: ${date} missing from the answer`);
        return created.id;
      },
      async impUid() {
        phoneSequence += 1;
        const person = { name: "김인증", phone: `0108${String(phoneSequence).padStart(7, "0")}` };
        const response = await post("/certification/demo", {
          ...person,
          birthDate: "1990-01-01",
          gender: "FEMALE",
        });
        if (response.statusCode !== 200) throw new Error(`${code} certification: ${response.body}`);
        return (response.json() as { impUid: string }).impUid;
      },
    },
  };
}

export const SITE_DOCUMENTS = [
  "navigation",
  "branches",
  "right-buttons",
  "floating-items",
  "keywords",
  "theme",
  "shell-texts",
  "footer-links",
  "languages",
] as const;

/** The console-site answers as seeded, sent back unchanged by its write cases. */
async function siteValues(
  consoleRead: (path: string) => Promise<Record<string, unknown>>,
): Promise<ClinicValues["settings"]["site"]> {
  const documents: Record<string, object> = {};
  for (const path of SITE_DOCUMENTS) documents[path] = await consoleRead(`/site/${path}`);
  // Not under /site, but a document all the same (issue 25): sent back unchanged, so its date stays too.
  documents["non-covered-fees"] = await consoleRead("/non-covered-fees");
  const banners = (await consoleRead("/banners")) as { rows: ({ id: number } & Record<string, unknown>)[] };
  const first = banners.rows[0];
  if (!first) throw new Error("console banners: the seed has none");
  const { id, ...body } = first;
  return { documents, banner: { id, body } };
}

/** The first row of every console content entity and its live body. */
async function contentValues(
  consoleRead: (path: string) => Promise<Record<string, unknown>>,
): Promise<ClinicValues["content"]> {
  const values: ClinicValues["content"] = {};
  for (const { key } of CONTENT_ENTITIES) {
    const list = (await consoleRead(`/content/${key}`)) as { rows: { id: number }[] };
    const row = list.rows[0];
    if (!row) throw new Error(`console content ${key}: the seed has none`);
    const document = (await consoleRead(`/content/${key}/${row.id}`)) as { live: object };
    values[key] = { id: row.id, body: document.live };
  }
  return values;
}
