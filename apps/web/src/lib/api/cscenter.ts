import "server-only";
import {
  type AfterNotice,
  afterNoticeListSchema,
  type BoardArea,
  type BoardType,
  boardTypeSchema,
  type FaqGroup,
  faqGroupListSchema,
  listOf,
  type NoticeDetail,
  type NoticePage,
  noticeDetailSchema,
  noticePageSchema,
} from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { callApi } from "./client";

type NoticeQuery = { page?: number; pageSize?: number; keyword?: string };

/** GET /customer/notices: `pinned` heads every page; `rows` are the other notices of the page asked for. */
export const getNotices = cache(
  (site: string, query: NoticeQuery = {}): Promise<NoticePage> =>
    callApi({
      site,
      path: "/customer/notices",
      query: { ...query },
      schema: noticePageSchema,
      caching: publicCaching("cscenter"),
    }),
);

/** GET /customer/notices/{id} with the previous and next notice in list order. */
export const getNotice = cache(
  (site: string, id: number): Promise<NoticeDetail> =>
    callApi({
      site,
      path: `/customer/notices/${id}`,
      schema: noticeDetailSchema,
      caching: publicCaching("cscenter"),
    }),
);

/** GET /customer/faqs/this/group: FAQs by group; with a keyword, groups without a match are left out. */
export const getFaqGroups = cache(async (site: string, keyword?: string): Promise<FaqGroup[]> => {
  const { rows } = await callApi({
    site,
    path: "/customer/faqs/this/group",
    query: { keyword: keyword || undefined },
    schema: faqGroupListSchema,
    caching: publicCaching("cscenter"),
  });
  return rows;
});

/** GET /customer/after-notices?ids=…: those care notices in the order given (unknown ids skipped). */
export const getAfterNotices = cache(async (site: string, ids: readonly number[]): Promise<AfterNotice[]> => {
  const { rows } = await callApi({
    site,
    path: "/customer/after-notices",
    query: { ids: ids.join(",") },
    schema: afterNoticeListSchema,
    caching: publicCaching("cscenter"),
  });
  return rows;
});

const boardTypeListSchema = listOf(boardTypeSchema);

/** GET /customer/board-types: the clinic's visible boards of one area (or all), by weight. */
export const getBoardTypes = cache(async (site: string, area?: BoardArea): Promise<BoardType[]> => {
  const { rows } = await callApi({
    site,
    path: "/customer/board-types",
    query: area ? { area } : {},
    schema: boardTypeListSchema,
    caching: publicCaching("boards"),
  });
  return rows;
});

/** The customer boards (area CSCENTER) the customer-centre hub links to. */
export const getCustomerBoardTypes = (site: string) => getBoardTypes(site, "CSCENTER");
