import { bearer, type IsolationCase } from "./isolation-case";

const BOARDS = "/customer/notice-customer-boards";
const PERSON = { name: "김인증", phone: "01077778888", birthDate: "1990-01-01", gender: "FEMALE" };

/** Signed-in, secret-holding and writing routes: the other clinic's tokens, codes and ids open nothing here. */
export const ACCOUNT_CASES: IsolationCase[] = [
  { route: `GET ${BOARDS}`, request: (v) => ({ url: `${BOARDS}?boardTypeId=${v.ids.customerBoardType}` }) },
  {
    route: `POST ${BOARDS}`,
    request: (v) => ({
      method: "POST",
      url: BOARDS,
      payload: {
        boardTypeId: v.ids.customerBoardType,
        title: "문의",
        content: "내용",
        authorName: "손님",
        password: "pw-12345678",
        isPrivate: true,
      },
    }),
  },
  { route: `GET ${BOARDS}/:id`, request: (v) => ({ url: `${BOARDS}/${v.ids.privatePost}` }) },
  {
    route: `GET ${BOARDS}/:id/private`,
    request: (v) => ({ url: `${BOARDS}/${v.ids.privatePost}/private?password=${v.secrets.postPassword}` }),
  },
  {
    route: `POST ${BOARDS}/:id/private`,
    request: (v) => ({
      method: "POST",
      url: `${BOARDS}/${v.ids.privatePost}/private`,
      payload: { password: v.secrets.postPassword },
    }),
  },
  {
    route: `PUT ${BOARDS}/:id`,
    request: (v) => ({
      method: "PUT",
      url: `${BOARDS}/${v.ids.unansweredPost}`,
      payload: {
        title: "고친 제목",
        content: "고친 내용",
        isPrivate: true,
        password: v.secrets.postPassword,
      },
    }),
  },
  {
    route: `PUT ${BOARDS}/:id/delete`,
    request: (v) => ({
      method: "PUT",
      url: `${BOARDS}/${v.ids.unansweredPost}/delete`,
      payload: { password: v.secrets.postPassword },
    }),
  },
  {
    route: "POST /customer/inquiries",
    request: () => ({
      method: "POST",
      url: "/customer/inquiries",
      payload: {
        category: "ETC",
        name: "문의자",
        phone: "01012341234",
        content: "문의 내용입니다.",
        privacyAgreed: true,
      },
    }),
  },
  { route: "POST /certification", request: () => ({ method: "POST", url: "/certification" }) },
  {
    route: "POST /certification/demo",
    request: () => ({ method: "POST", url: "/certification/demo", payload: PERSON }),
  },
  {
    route: "POST /certification/:impUid",
    request: async (v) => ({ method: "POST", url: `/certification/${await v.fresh.impUid()}` }),
  },
  {
    route: "GET /customer/registered-customer",
    request: async (v) => ({ url: `/customer/registered-customer?impUid=${await v.fresh.impUid()}` }),
  },
  {
    route: "POST /api/signup",
    request: async (v) => ({
      method: "POST",
      url: "/api/signup",
      payload: { impUid: await v.fresh.impUid(), agreeTerms: true, agreePrivacy: true },
    }),
  },
  // An unregistered person's verification: the victim's own call is refused too (sign up first).
  {
    route: "POST /api/signin",
    request: async (v) => ({
      method: "POST",
      url: "/api/signin",
      payload: { impUid: await v.fresh.impUid() },
    }),
    control: "any",
  },
  {
    route: "PUT /api/guest-customer/certification-info",
    request: async (v) => ({
      method: "PUT",
      url: "/api/guest-customer/certification-info",
      payload: { impUid: await v.fresh.impUid() },
      headers: bearer(v.guest.token),
    }),
    control: "any",
  },
  {
    route: "GET /customers/this",
    request: (v) => ({ url: "/customers/this", headers: bearer(v.customer.token) }),
  },
  {
    route: "PUT /customers/this/info",
    request: (v) => ({
      method: "PUT",
      url: "/customers/this/info",
      payload: { email: "new@example.com" },
      headers: bearer(v.customer.token),
    }),
  },
  {
    route: "PUT /customers/this/marketing-receivable",
    request: (v) => ({
      method: "PUT",
      url: "/customers/this/marketing-receivable",
      payload: { marketingReceivable: true },
      headers: bearer(v.customer.token),
    }),
  },
  {
    route: "PUT /customers/this/reminders",
    request: (v) => ({
      method: "PUT",
      url: "/customers/this/reminders",
      payload: { remindersReceivable: true },
      headers: bearer(v.customer.token),
    }),
  },
  {
    route: "PUT /customers/this",
    request: async (v) => ({
      method: "PUT",
      url: "/customers/this",
      payload: { status: "WITHDRAWN" },
      headers: bearer((await v.fresh.customer()).token),
    }),
  },
  {
    route: "POST /access-tokens",
    request: async (v) => ({
      method: "POST",
      url: "/access-tokens",
      headers: bearer((await v.fresh.customer()).token),
    }),
  },
  {
    route: "POST /customer/logout",
    request: async (v) => ({
      method: "POST",
      url: "/customer/logout",
      headers: bearer((await v.fresh.customer()).token),
    }),
  },
  {
    route: "POST /customer/auth-tokens",
    // A phone per victim: each clinic lets one code a phone every 30 seconds, and both directions text.
    request: (v) => ({
      method: "POST",
      url: "/customer/auth-tokens",
      payload: { phone: `0105555${String(v.partnerId).padStart(4, "0")}` },
    }),
  },
  {
    route: "POST /api/guest-signin",
    request: async (v) => ({
      method: "POST",
      url: "/api/guest-signin",
      payload: { ...(await v.fresh.smsCode()), name: "손님" },
    }),
  },
  // The code was texted for signing in, not for a phone change: the victim's own call is refused as well.
  {
    route: "PUT /guest-customer/phone",
    request: async (v) => ({
      method: "PUT",
      url: "/guest-customer/phone",
      payload: await v.fresh.smsCode(),
      headers: bearer(v.guest.token),
    }),
    control: "any",
  },
];
