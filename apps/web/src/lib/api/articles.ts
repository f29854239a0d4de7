import "server-only";
import {
  type BoardDetail,
  type BoardType,
  beforeAfterPageSchema,
  boardDetailSchema,
  boardPageSchema,
  boardTypeSchema,
  DOCTOR_EMPLOYEE_TYPE,
  type EmployeeSchedule,
  employeeScheduleListSchema,
  type PageContent,
  type PartnerEmployee,
  type PartnerSpace,
  pageContentSchema,
  type pageKeys,
  partnerEmployeeListSchema,
  partnerReviewPageSchema,
  partnerSpaceListSchema,
  type ShortenWork,
  shortenWorkListSchema,
  type Term,
  type TermHistory,
  type TermTitle,
  termHistoryListSchema,
  termHistorySchema,
  termSchema,
} from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { callApi } from "./client";

type Paging = { page?: number; pageSize?: number };

/** GET /partner-employees?partnerEmployeeType=DOCTOR (spec 7: fixed to the doctor type). */
export const getDoctors = cache(async (site: string): Promise<PartnerEmployee[]> => {
  const { rows } = await callApi({
    site,
    path: "/partner-employees",
    query: { partnerEmployeeType: DOCTOR_EMPLOYEE_TYPE },
    schema: partnerEmployeeListSchema,
    caching: publicCaching("introduce"),
  });
  return rows;
});

/** GET /partner-employee-schedules of the doctors. */
export const getDoctorSchedules = cache(async (site: string): Promise<EmployeeSchedule[]> => {
  const { rows } = await callApi({
    site,
    path: "/partner-employee-schedules",
    query: { partnerEmployeeType: DOCTOR_EMPLOYEE_TYPE },
    schema: employeeScheduleListSchema,
    caching: publicCaching("introduce"),
  });
  return rows;
});

/** GET /partner-spaces (the space gallery). */
export const getSpaces = cache(async (site: string): Promise<PartnerSpace[]> => {
  const { rows } = await callApi({
    site,
    path: "/partner-spaces",
    schema: partnerSpaceListSchema,
    caching: publicCaching("introduce"),
  });
  return rows;
});

/** GET /partner-shorten-works (short clips). */
export const getShortenWorks = cache(async (site: string): Promise<ShortenWork[]> => {
  const { rows } = await callApi({
    site,
    path: "/partner-shorten-works",
    schema: shortenWorkListSchema,
    caching: publicCaching("introduce"),
  });
  return rows;
});

/** GET /page?pageKey=. */
export const getPageContent = cache(
  (site: string, pageKey: (typeof pageKeys)[number]): Promise<PageContent> =>
    callApi({
      site,
      path: "/page",
      query: { pageKey },
      schema: pageContentSchema,
      caching: publicCaching("pages"),
    }),
);

/** GET /customer/before-afters (isNoYouth filter optional). */
export const getBeforeAfters = cache((site: string, query: Paging & { isNoYouth?: boolean } = {}) =>
  callApi({
    site,
    path: "/customer/before-afters",
    query: { ...query },
    schema: beforeAfterPageSchema,
    caching: publicCaching("reviews"),
  }),
);

/** GET /customer/partner-reviews with the average rating. */
export const getPartnerReviews = cache((site: string, paging: Paging = {}) =>
  callApi({
    site,
    path: "/customer/partner-reviews",
    query: { ...paging },
    schema: partnerReviewPageSchema,
    caching: publicCaching("reviews"),
  }),
);

/** GET /customer/board-types/{id}. */
export const getBoardType = cache(
  (site: string, id: number): Promise<BoardType> =>
    callApi({
      site,
      path: `/customer/board-types/${id}`,
      schema: boardTypeSchema,
      caching: publicCaching("boards"),
    }),
);

/** GET /customer/boards?boardTypeId= (one board's posts, pinned first). */
export const getBoardPosts = cache(
  (site: string, boardTypeId: number, query: Paging & { keyword?: string } = {}) =>
    callApi({
      site,
      path: "/customer/boards",
      query: { boardTypeId, ...query },
      schema: boardPageSchema,
      caching: publicCaching("boards"),
    }),
);

/** GET /customer/boards/{id} with previous/next posts. */
export const getBoardPost = cache(
  (site: string, id: number): Promise<BoardDetail> =>
    callApi({
      site,
      path: `/customer/boards/${id}`,
      schema: boardDetailSchema,
      caching: publicCaching("boards"),
    }),
);

/** GET /term?termTitle= (target CUSTOMER). */
export const getTerm = cache(
  (site: string, termTitle: TermTitle): Promise<Term> =>
    callApi({
      site,
      path: "/term",
      query: { termTitle },
      schema: termSchema,
      caching: publicCaching("terms"),
    }),
);

/** GET /terms/{id}/terms-histories/current. */
export const getCurrentTermHistory = cache(
  (site: string, termId: number): Promise<TermHistory> =>
    callApi({
      site,
      path: `/terms/${termId}/terms-histories/current`,
      schema: termHistorySchema,
      caching: publicCaching("terms"),
    }),
);

/** GET /terms/{id}/terms-histories/{historyId}: an earlier version. */
export const getTermHistory = cache(
  (site: string, termId: number, historyId: number): Promise<TermHistory> =>
    callApi({
      site,
      path: `/terms/${termId}/terms-histories/${historyId}`,
      schema: termHistorySchema,
      caching: publicCaching("terms"),
    }),
);

/** GET /terms/{id}/terms-histories: effective versions, newest first, without bodies. */
export const getTermHistories = cache(async (site: string, termId: number) => {
  const { rows } = await callApi({
    site,
    path: `/terms/${termId}/terms-histories`,
    schema: termHistoryListSchema,
    caching: publicCaching("terms"),
  });
  return rows;
});
