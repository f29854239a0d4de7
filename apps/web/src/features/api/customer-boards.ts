import "server-only";
import type { CustomerPostDetail, CustomerPostPage } from "@clinic/shared";
import { cache } from "react";
import { visitorToken } from "./client";
import { call, unwrap } from "./server-call";

/**
 * Customer boards (/cscenter/boards). Posts depend on who is asking (private posts open for their member author,
 * locked for everyone else), so every post read is per visitor: never cached, sent with the visitor's token.
 * `cache` only shares one answer between a page and its generateMetadata within a single request.
 */

/**
 * GET /customer/notice-customer-boards?boardTypeId=…: one page of a customer board, private posts locked.
 * Plain arguments (no query object), so a page and its metadata share one call through `cache`.
 */
export const getCustomerPosts = cache(
  (
    site: string,
    boardTypeId: number,
    page: number,
    pageSize: number,
    keyword = "",
  ): Promise<CustomerPostPage> =>
    unwrap(
      call(
        "posts",
        { query: { boardTypeId, page, pageSize, keyword: keyword || undefined } },
        { site, caching: { scope: "visitor" } },
      ),
    ),
);

/** GET /customer/notice-customer-boards/{id}: a post, locked while private and not the visitor's own. */
export const getCustomerPost = cache(
  (site: string, id: number): Promise<CustomerPostDetail> =>
    unwrap(call("post", { params: { id } }, { site, caching: { scope: "visitor" } })),
);

/** Whether the visitor carries a session: members write without a name and password (issue 6 signs them in). */
export async function hasVisitorSession(): Promise<boolean> {
  return (await visitorToken()) !== undefined;
}
