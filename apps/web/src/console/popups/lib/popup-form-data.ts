import { checked, lines, numberOrNull, text } from "@/console/settings/lib/form-data";

// The popup form → the API's popup body. Times are Korean: <input type="datetime-local"> has no zone, the
// clinics and their visitors are in Seoul (no daylight saving), so "+09:00" is exact.

const SEOUL_OFFSET = "+09:00";
const SEOUL_MS = 9 * 60 * 60 * 1000;

/** "2026-05-01T10:00" → "2026-05-01T10:00:00+09:00"; empty → null; anything else as typed (the API names it). */
export function seoulIso(local: string): string | null {
  if (local === "") return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00${SEOUL_OFFSET}` : local;
}

/** An ISO instant → the datetime-local value in Seoul. */
export function seoulLocal(iso: string | null): string {
  if (iso === null) return "";
  return new Date(Date.parse(iso) + SEOUL_MS).toISOString().slice(0, 16);
}

export const DEVICES = ["PC", "MOBILE"] as const;

const devicesOf = (form: FormData, prefix: string) =>
  DEVICES.filter((device) => checked(form, `${prefix}devices.${device}`));

/** How many item rows the form had (names popupItems.{n}.title …). */
function itemIndexes(form: FormData): number[] {
  const found = new Set<number>();
  for (const name of form.keys()) {
    const match = /^popupItems\.(\d+)\./.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return [...found].sort((a, b) => a - b);
}

export function popupBodyFrom(form: FormData) {
  const popupItems = itemIndexes(form)
    .map((index) => {
      const at = `popupItems.${index}.`;
      return {
        title: text(form, `${at}title`),
        weight: numberOrNull(form, `${at}weight`) ?? 0,
        devices: devicesOf(form, at),
        pcContent: text(form, `${at}pcContent`),
        mobileContent: text(form, `${at}mobileContent`),
        linkTo: text(form, `${at}linkTo`),
      };
    })
    // A row left entirely blank is the form's spare row, not an item.
    .filter((item) => item.title || item.pcContent || item.mobileContent || item.linkTo);
  return {
    locations: lines(form, "locations"),
    weight: numberOrNull(form, "weight") ?? 0,
    devices: devicesOf(form, ""),
    pcWidth: numberOrNull(form, "pcWidth"),
    pcHeight: numberOrNull(form, "pcHeight"),
    mobileWidth: numberOrNull(form, "mobileWidth"),
    mobileHeight: numberOrNull(form, "mobileHeight"),
    pcSizeType: text(form, "pcSizeType"),
    isAutoPlacement: checked(form, "isAutoPlacement"),
    direction: text(form, "direction"),
    isVisible: checked(form, "isVisible"),
    startsAt: seoulIso(text(form, "startsAt")),
    endsAt: seoulIso(text(form, "endsAt")),
    popupItems,
  };
}
