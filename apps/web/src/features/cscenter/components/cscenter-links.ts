/** Paths of the customer-centre pages (spec 2 route table). Pure. */

export const CSCENTER_PATH = "/cscenter";
export const NOTICE_LIST_PATH = "/cscenter/notice";
export const FAQ_PATH = "/cscenter/faq";
export const CONTACT_PATH = "/cscenter/contact";
export const AFTER_NOTICES_PATH = "/cscenter/after-notices";
export const PRIVACY_POLICY_PATH = "/terms/privacy-policy";

export const noticeHref = (id: number) => `${NOTICE_LIST_PATH}/${id}`;
export const customerBoardHref = (boardTypeId: number) => `/cscenter/boards/${boardTypeId}`;

/** The customer centre's own pages, in menu order (customer boards are linked from the hub); labels: cscenter.{key}. */
export const CSCENTER_PAGES = [
  { href: NOTICE_LIST_PATH, key: "notices" },
  { href: FAQ_PATH, key: "faq" },
  { href: CONTACT_PATH, key: "contact" },
] as const;
