import type { Messages } from "./i18n/catalogues";
import type { Formats } from "./i18n/formats";

export interface Month {
  year: number;
  /** 1–12. */
  month: number;
}

export function monthOf(date: string): Month {
  const [year, month] = date.split("-").map(Number) as [number, number];
  return { year, month };
}

export function addMonths(value: Month, delta: number): Month {
  const index = value.year * 12 + (value.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: Month, b: Month): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

const pad = (value: number) => String(value).padStart(2, "0");

export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The month as weeks of seven cells, Sunday first (the Korean convention); null pads the first and last week. */
export function monthGrid({ year, month }: Month): (string | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(isoDate(year, month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let at = 0; at < cells.length; at += 7) weeks.push(cells.slice(at, at + 7));
  return weeks;
}

/** The date `days` away from `date` (arrow-key moves), as YYYY-MM-DD. */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const ARROW_DAYS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

export interface CalendarOptions {
  month: Month;
  available: Set<string>;
  /** Closed dates and why (holiday note, 정기 휴진): said in the day's label and under the calendar. */
  closed?: Map<string, string>;
  selected: string | null;
  canPrevious: boolean;
  canNext: boolean;
  onMonth(delta: number): void;
  onPick(date: string): void;
  /** The widget's language's texts and formats. */
  t: Messages;
  format: Formats;
}

/** A month table of date buttons; only available dates are enabled; arrow keys move between them. */
export function renderCalendar(options: CalendarOptions): HTMLElement {
  const root = document.createElement("div");
  root.className = "cr-calendar";
  const head = document.createElement("div");
  head.className = "cr-calendar-head";
  const { t, format } = options;
  const caption = format.month(options.month.year, options.month.month);
  const previous = navButton("‹", t.previousMonth, !options.canPrevious, () => options.onMonth(-1));
  const label = document.createElement("strong");
  label.textContent = caption;
  label.setAttribute("aria-live", "polite");
  const following = navButton("›", t.nextMonth, !options.canNext, () => options.onMonth(1));
  head.append(previous, label, following);

  const table = document.createElement("table");
  table.setAttribute("aria-label", caption);
  const headRow = table.createTHead().insertRow();
  for (const name of format.weekdays) {
    const cell = document.createElement("th");
    cell.scope = "col";
    cell.textContent = name;
    headRow.append(cell);
  }
  const body = table.createTBody();
  for (const week of monthGrid(options.month)) {
    const row = body.insertRow();
    for (const date of week) {
      const cell = row.insertCell();
      if (date) cell.append(dayButton(date, options));
    }
  }
  table.addEventListener("keydown", (event) => moveFocus(event, table));
  root.append(head, table);
  return root;
}

function navButton(text: string, label: string, disabled: boolean, onClick: () => void): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "cr-icon-button";
  button.textContent = text;
  button.setAttribute("aria-label", label);
  button.disabled = disabled;
  button.addEventListener("click", onClick);
  return button;
}

function dayButton(date: string, options: CalendarOptions): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "cr-day";
  button.dataset.date = date;
  button.textContent = String(Number(date.slice(8)));
  const open = options.available.has(date);
  const closedReason = options.closed?.get(date);
  button.disabled = !open;
  if (closedReason) {
    button.classList.add("cr-day-closed");
    button.title = closedReason;
  }
  const why = open ? "" : ` ${closedReason || options.t.unavailableDay}`;
  button.setAttribute("aria-label", `${options.format.date(date)}${why}`);
  if (date === options.selected) button.setAttribute("aria-pressed", "true");
  button.addEventListener("click", () => options.onPick(date));
  return button;
}

function moveFocus(event: KeyboardEvent, table: HTMLTableElement): void {
  const delta = ARROW_DAYS[event.key];
  const from = (event.target as HTMLElement).dataset?.date;
  if (delta === undefined || !from) return;
  event.preventDefault();
  // Walk past unavailable days so arrows only ever land on something pickable in this month.
  let date = shiftDate(from, delta);
  for (let guard = 0; guard < 31; guard += 1) {
    const target = table.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
    if (!target) return;
    if (!target.disabled) {
      target.focus();
      return;
    }
    date = shiftDate(date, Math.sign(delta));
  }
}
