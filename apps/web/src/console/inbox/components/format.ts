/** Console dates and times in Seoul, as the other console lists show them. */
export const formatDateTime = new Intl.DateTimeFormat("ko-KR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Seoul",
});

export const formatInstant = (iso: string) => formatDateTime.format(new Date(iso));
