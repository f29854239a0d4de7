/**
 * Console dates and times (issue 25): Korean, in Asia/Seoul, with 오전/오후, through Intl ko-KR (Node 24 and
 * browsers carry full ICU data, so server and browser print the same text).
 */
const dateTime = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const time = new Intl.DateTimeFormat("ko-KR", {
  timeZone: "Asia/Seoul",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
});
const date = new Intl.DateTimeFormat("ko-KR", { timeZone: "Asia/Seoul", dateStyle: "medium" });

/** "2026. 11. 29. 오후 3:05" */
export const consoleDateTime = (iso: string | Date) => dateTime.format(new Date(iso));
/** "오후 3:05" */
export const consoleTime = (iso: string | Date) => time.format(new Date(iso));
/** "2026. 11. 29." */
export const consoleDate = (iso: string | Date) => date.format(new Date(iso));
