import "server-only";
import type { AfterNotice, BoardArea, BoardType, FaqGroup, NoticeDetail, NoticePage } from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { call, unwrap } from "./server-call";

type NoticeQuery = { page?: number; pageSize?: number; keyword?: string };

const cscenter = (site: string) => ({ site, caching: publicCaching("cscenter") });

/** GET /customer/notices: `pinned` heads every page; `rows` are the other notices of the page asked for. */
export const getNotices = cache(
  (site: string, query: NoticeQuery = {}): Promise<NoticePage> =>
    unwrap(call("notices", { query: { ...query } }, cscenter(site))),
);

/** GET /customer/notices/{id} with the previous and next notice in list order. */
export const getNotice = cache(
  (site: string, id: number): Promise<NoticeDetail> =>
    unwrap(call("notice", { params: { id } }, cscenter(site))),
);

/** GET /customer/faqs/this/group: FAQs by group; with a keyword, groups without a match are left out. */
export const getFaqGroups = cache(async (site: string, keyword?: string): Promise<FaqGroup[]> => {
  const { rows } = await unwrap(
    call("faqGroups", { query: { keyword: keyword || undefined } }, cscenter(site)),
  );
  return rows;
});

/** GET /customer/after-notices?ids=…: those care notices in the order given (unknown ids skipped). */
export const getAfterNotices = cache(async (site: string, ids: readonly number[]): Promise<AfterNotice[]> => {
  const { rows } = await unwrap(call("afterNotices", { query: { ids: ids.join(",") } }, cscenter(site)));
  return rows;
});

/** GET /customer/board-types: the clinic's visible boards of one area (or all), by weight. */
export const getBoardTypes = cache(async (site: string, area?: BoardArea): Promise<BoardType[]> => {
  const { rows } = await unwrap(
    call("boardTypes", { query: area ? { area } : {} }, { site, caching: publicCaching("boards") }),
  );
  return rows;
});

/** The customer boards (area CSCENTER) the customer-centre hub links to. */
export const getCustomerBoardTypes = (site: string) => getBoardTypes(site, "CSCENTER");
