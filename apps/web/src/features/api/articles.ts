import "server-only";
import {
  type BoardDetail,
  type BoardType,
  DOCTOR_EMPLOYEE_TYPE,
  type EmployeeSchedule,
  type PageContent,
  type PartnerEmployee,
  type PartnerSpace,
  type pageKeys,
  type ShortenWork,
  type Term,
  type TermHistory,
  type TermTitle,
} from "@clinic/shared";
import { cache } from "react";
import { publicCaching } from "./cache-policy";
import { call, queryFlag, unwrap } from "./server-call";

type Paging = { page?: number; pageSize?: number };

const introduce = (site: string) => ({ site, caching: publicCaching("introduce") });
const boards = (site: string) => ({ site, caching: publicCaching("boards") });
const terms = (site: string) => ({ site, caching: publicCaching("terms") });

/** GET /partner-employees?partnerEmployeeType=DOCTOR (spec 7: fixed to the doctor type). */
export const getDoctors = cache(async (site: string): Promise<PartnerEmployee[]> => {
  const { rows } = await unwrap(
    call("doctors", { query: { partnerEmployeeType: DOCTOR_EMPLOYEE_TYPE } }, introduce(site)),
  );
  return rows;
});

/** GET /partner-employee-schedules of the doctors. */
export const getDoctorSchedules = cache(async (site: string): Promise<EmployeeSchedule[]> => {
  const { rows } = await unwrap(
    call("doctorSchedules", { query: { partnerEmployeeType: DOCTOR_EMPLOYEE_TYPE } }, introduce(site)),
  );
  return rows;
});

/** GET /partner-spaces (the space gallery). */
export const getSpaces = cache(async (site: string): Promise<PartnerSpace[]> => {
  const { rows } = await unwrap(call("spaces", {}, introduce(site)));
  return rows;
});

/** GET /partner-shorten-works (short clips). */
export const getShortenWorks = cache(async (site: string): Promise<ShortenWork[]> => {
  const { rows } = await unwrap(call("shortenWorks", {}, introduce(site)));
  return rows;
});

/** GET /page?pageKey=. */
export const getPageContent = cache(
  (site: string, pageKey: (typeof pageKeys)[number]): Promise<PageContent> =>
    unwrap(call("page", { query: { pageKey } }, { site, caching: publicCaching("pages") })),
);

/** GET /customer/before-afters (isNoYouth filter optional). */
export const getBeforeAfters = cache(
  (site: string, { isNoYouth, ...paging }: Paging & { isNoYouth?: boolean } = {}) =>
    unwrap(
      call(
        "beforeAfters",
        { query: { ...paging, isNoYouth: isNoYouth === undefined ? undefined : queryFlag(isNoYouth) } },
        { site, caching: publicCaching("reviews") },
      ),
    ),
);

/** GET /customer/partner-reviews with the average rating. */
export const getPartnerReviews = cache((site: string, paging: Paging = {}) =>
  unwrap(call("reviews", { query: { ...paging } }, { site, caching: publicCaching("reviews") })),
);

/** GET /customer/board-types/{id}. */
export const getBoardType = cache(
  (site: string, id: number): Promise<BoardType> =>
    unwrap(call("boardType", { params: { id } }, boards(site))),
);

/** GET /customer/boards?boardTypeId= (one board's posts, pinned first). */
export const getBoardPosts = cache(
  (site: string, boardTypeId: number, query: Paging & { keyword?: string } = {}) =>
    unwrap(call("boards", { query: { boardTypeId, ...query } }, boards(site))),
);

/** GET /customer/boards/{id} with previous/next posts. */
export const getBoardPost = cache(
  (site: string, id: number): Promise<BoardDetail> => unwrap(call("board", { params: { id } }, boards(site))),
);

/** GET /term?termTitle= (target CUSTOMER). */
export const getTerm = cache(
  (site: string, termTitle: TermTitle): Promise<Term> =>
    unwrap(call("term", { query: { termTitle } }, terms(site))),
);

/** GET /terms/{id}/terms-histories/current. */
export const getCurrentTermHistory = cache(
  (site: string, termId: number): Promise<TermHistory> =>
    unwrap(call("currentTermHistory", { params: { id: termId } }, terms(site))),
);

/** GET /terms/{id}/terms-histories/{historyId}: an earlier version. */
export const getTermHistory = cache(
  (site: string, termId: number, historyId: number): Promise<TermHistory> =>
    unwrap(call("termHistory", { params: { id: termId, historyId } }, terms(site))),
);

/** GET /terms/{id}/terms-histories: effective versions, newest first, without bodies. */
export const getTermHistories = cache(async (site: string, termId: number) => {
  const { rows } = await unwrap(call("termHistories", { params: { id: termId } }, terms(site)));
  return rows;
});
