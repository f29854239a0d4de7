import { HttpError } from "@api/lib/http-error";
import type { ContentUse } from "@clinic/shared";

/** "배너 '봄 이벤트'(PC 이미지)" */
export const describeUse = (use: ContentUse) => `${use.kindLabel} '${use.title}'(${use.field})`;

/** A 409 naming the places that still use something; the list goes in `fields` (path "uses"), one per place. */
export function stillUsed(what: string, uses: ContentUse[], state: string, advice: string): HttpError {
  const shown = uses.slice(0, 3).map(describeUse).join(", ");
  const more = uses.length > 3 ? ` 외 ${uses.length - 3}곳` : "";
  return new HttpError(
    409,
    `${what} still used`,
    `${shown}${more}${state} ${advice}`,
    uses.map((use) => ({ path: "uses", message: `${describeUse(use)} → ${use.href}` })),
  );
}
