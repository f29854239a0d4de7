import { reservationStatusLabels } from "@clinic/shared";
import { stringify } from "csv-stringify/sync";
import type { ExportRow } from "./repository";

/**
 * The bookings export as a spreadsheet opens it (issue 27). csv-stringify does RFC 4180's quoting (a field with a
 * comma, a quote or a line break is quoted, quotes doubled); this file adds what a spreadsheet needs besides:
 * - a UTF-8 byte order mark, or Excel reads the Korean text as the legacy code page;
 * - CRLF line ends (RFC 4180's, and Excel's);
 * - formula injection neutralised: a text cell starting with = + - @, a tab or a carriage return would be run as a
 *   formula (a patient can type "=HYPERLINK(…)" as their name), so it gets a leading apostrophe, which the
 *   spreadsheet shows as text (OWASP's CSV injection advice). Numbers are written as numbers and left alone.
 */
export const CSV_BOM = "\uFEFF";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will not evaluate. */
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** Korean mobile and area numbers with hyphens (010-1234-5678), so a spreadsheet keeps the leading zero. */
export function hyphenatedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("02") && (digits.length === 9 || digits.length === 10))
    return `02-${digits.slice(2, -4)}-${digits.slice(-4)}`;
  if (digits.length === 10 || digits.length === 11)
    return `${digits.slice(0, 3)}-${digits.slice(3, -4)}-${digits.slice(-4)}`;
  return phone;
}

const CHANNEL_LABELS: Record<string, string> = { ONLINE: "온라인", DESK: "전화/데스크" };
const TYPE_LABELS: Record<string, string> = { VISIT: "상담", TREATMENT: "시술" };
const CANCELLED_BY_LABELS: Record<string, string> = { CUSTOMER: "고객 취소", CLINIC: "병원 취소" };

type Cell = string | number;

/** The columns in order: the header's Korean title and the cell of one booking. */
const COLUMNS: readonly (readonly [string, (row: ExportRow) => Cell])[] = [
  ["예약번호", (row) => row.id],
  ["예약일", (row) => row.date],
  ["시간", (row) => row.time],
  [
    "상태",
    (row) => reservationStatusLabels[row.status as keyof typeof reservationStatusLabels] ?? row.status,
  ],
  ["구분", (row) => TYPE_LABELS[row.type] ?? row.type],
  ["시술", (row) => row.treatments ?? ""],
  ["의사", (row) => row.doctor ?? ""],
  ["고객명", (row) => row.name],
  ["연락처", (row) => hyphenatedPhone(row.phone)],
  ["메모", (row) => row.memo ?? ""],
  ["금액", (row) => row.totalPrice],
  ["접수 경로", (row) => CHANNEL_LABELS[row.channel] ?? row.channel],
  ["utm_source", (row) => row.utmSource ?? ""],
  ["utm_medium", (row) => row.utmMedium ?? ""],
  ["utm_campaign", (row) => row.utmCampaign ?? ""],
  ["접수일시", (row) => row.createdAt],
  ["취소일시", (row) => row.cancelledAt ?? ""],
  ["취소 사유", (row) => cancellation(row)],
];

/** "고객 취소" or "병원 취소: 사유" for a cancelled booking, else empty. */
function cancellation(row: ExportRow): string {
  if (row.status !== "CANCELLED") return "";
  const by = CANCELLED_BY_LABELS[row.cancelledBy ?? "CLINIC"] ?? "취소";
  return row.cancelReason ? `${by}: ${row.cancelReason}` : by;
}

const encode = (records: Cell[][]) =>
  stringify(
    records.map((record) => record.map((cell) => (typeof cell === "string" ? neutralise(cell) : cell))),
    { record_delimiter: "windows" },
  );

/** The file's start: the byte order mark and the header row. */
export const csvHead = (): string => CSV_BOM + encode([COLUMNS.map(([title]) => title)]);

/** Rows of bookings, each ending in CRLF. */
export const csvRows = (rows: readonly ExportRow[]): string =>
  rows.length === 0 ? "" : encode(rows.map((row) => COLUMNS.map(([, cell]) => cell(row))));

/** `예약내역_2026-01-01_2026-12-31.csv`, and an ASCII name for clients that do not read RFC 5987's filename*. */
export function exportFileName(from: string, to: string): { ascii: string; utf8: string } {
  return { ascii: `reservations_${from}_${to}.csv`, utf8: `예약내역_${from}_${to}.csv` };
}

/** Content-Disposition of the download: the ASCII name, and the Korean one as RFC 5987's filename*. */
export function contentDisposition(from: string, to: string): string {
  const { ascii, utf8 } = exportFileName(from, to);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(utf8)}`;
}
