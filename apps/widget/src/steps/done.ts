import { seoulDateTime } from "../seoul";
import { STATUS_KEYS } from "../types";
import { element, primaryButton, type StepContext } from "./context";

/** The booked reservation as the API answered it, and where to find it later. */
export function renderDone(ctx: StepContext, close: () => void): void {
  const reservation = ctx.state.reservation;
  if (!reservation) return;
  const { t, format } = ctx;
  const { date } = seoulDateTime(reservation.reservedAt);
  const status = t[STATUS_KEYS[reservation.status]];
  const summary = element(
    "dl",
    { className: "cr-summary" },
    element("dt", { textContent: t.doneStatus }),
    element("dd", { className: "cr-total", textContent: status }),
    element("dt", { textContent: t.doneWhen }),
    element(
      "dd",
      {},
      element("time", {
        dateTime: reservation.reservedAt,
        textContent: `${format.date(date)} ${format.time(reservation.reservedAt)}`,
      }),
    ),
  );
  if (reservation.employee) {
    summary.append(
      element("dt", { textContent: t.doneDoctor }),
      element("dd", { textContent: reservation.employee.name }),
    );
  }
  for (const item of reservation.items) {
    summary.append(
      element("dt", { textContent: `${item.productName} · ${item.optionName}` }),
      element("dd", { textContent: format.price(item.price) }),
    );
  }
  const note = element("p", {
    className: "cr-muted",
    textContent: reservation.status === "CONFIRMED" ? t.doneConfirmedNote : t.doneRequestedNote,
  });
  // The my-page in the page's language: /mypage for Korean, /ja/mypage… for the others (decision 0042).
  const prefix = ctx.language === "ko" ? "" : `/${ctx.language}`;
  const link = element("a", {
    className: "cr-link",
    href: `${ctx.options.originUrl.replace(/\/+$/, "")}${prefix}/mypage`,
    textContent: t.myPageLink,
  });
  ctx.show(
    reservation.status === "CONFIRMED" ? t.doneConfirmedHeading : t.doneRequestedHeading,
    summary,
    note,
    link,
  );
  primaryButton(ctx, t.close, close);
}
