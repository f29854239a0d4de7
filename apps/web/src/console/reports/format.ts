/** Korean number formatting of the reports (Intl ko-KR: 1,234건, 12.5%). */
const whole = new Intl.NumberFormat("ko-KR");
const percent = new Intl.NumberFormat("ko-KR", { style: "percent", maximumFractionDigits: 1 });

/** "1,234" */
export const formatCount = (value: number) => whole.format(value);
/** "1,234건" */
export const formatBookings = (value: number) => `${whole.format(value)}건`;
/** "62.5%", or "–" when there was nothing to divide by. */
export const formatRate = (value: number | null) => (value === null ? "–" : percent.format(value));

const dayFormat = new Intl.DateTimeFormat("ko-KR", { timeZone: "UTC", month: "long", day: "numeric" });
/** "11월 3일" for a calendar date. */
export const formatDay = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));
