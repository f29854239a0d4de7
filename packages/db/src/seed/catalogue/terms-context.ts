import type { DemoTermsInfo } from "../content-types";

/** What the legal texts say about the clinic; v1.0 is the older version, v1.1 the current one. */
export interface TermsContext {
  clinicName: string;
  ceoName: string;
  address: string;
  phone: string;
  businessNumber: string;
  info: DemoTermsInfo;
  version: "1.0" | "1.1";
  /** Effective date "YYYY-MM-DD" of this version. */
  effectiveDate: string;
}

export const article = (no: number, title: string, body: string) => `<h3>제${no}조 (${title})</h3>${body}`;
export const items = (list: string[]) => `<ol>${list.map((item) => `<li>${item}</li>`).join("")}</ol>`;
export const para = (text: string) => `<p>${text}</p>`;
export const koreanDate = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return `${y}년 ${m}월 ${d}일`;
};
