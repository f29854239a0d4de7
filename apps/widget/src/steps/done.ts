import { formatKoreanDate, formatWon, seoulDateTime } from "../seoul";
import { STATUS_LABELS } from "../types";
import { element, primaryButton, type StepContext } from "./context";

/** The booked reservation as the API answered it, and where to find it later. */
export function renderDone(ctx: StepContext, close: () => void): void {
  const reservation = ctx.state.reservation;
  if (!reservation) return;
  const { date, time } = seoulDateTime(reservation.reservedAt);
  const status = STATUS_LABELS[reservation.status];
  const summary = element(
    "dl",
    { className: "cr-summary" },
    element("dt", { textContent: "예약 상태" }),
    element("dd", { className: "cr-total", textContent: status }),
    element("dt", { textContent: "예약 일시" }),
    element(
      "dd",
      {},
      element("time", { dateTime: reservation.reservedAt, textContent: `${formatKoreanDate(date)} ${time}` }),
    ),
  );
  if (reservation.employee) {
    summary.append(
      element("dt", { textContent: "의료진" }),
      element("dd", { textContent: reservation.employee.name }),
    );
  }
  for (const item of reservation.items) {
    summary.append(
      element("dt", { textContent: `${item.productName} · ${item.optionName}` }),
      element("dd", { textContent: formatWon(item.price) }),
    );
  }
  const note = element("p", {
    className: "cr-muted",
    textContent:
      reservation.status === "CONFIRMED"
        ? "예약이 확정되었습니다. 방문 일시에 맞춰 내원해 주세요."
        : "예약 신청이 접수되었습니다. 병원에서 확인 후 확정됩니다.",
  });
  const link = element("a", {
    className: "cr-link",
    href: `${ctx.options.originUrl.replace(/\/+$/, "")}/mypage`,
    textContent: "마이페이지에서 예약 내역 보기",
  });
  ctx.show(
    reservation.status === "CONFIRMED" ? "예약이 확정되었습니다" : "예약 신청이 완료되었습니다",
    summary,
    note,
    link,
  );
  primaryButton(ctx, "닫기", close);
}
