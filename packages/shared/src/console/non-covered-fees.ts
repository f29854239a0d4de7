import { z } from "zod";
import { timestamp } from "../common";
import { nonCoveredFeeItemSchema } from "../non-covered-fees";
import { optionalText, requiredText } from "./fields";

// The console's 비급여 진료비용 document (issue 25): every item in order, each naming its category, plus the notes.
// Saved whole; the storefront groups the items by category in the order of each category's first item.

export const FEE_ITEMS_MAX = 300;
export const FEE_CATEGORY_MAX = 50;
export const FEE_NAME_MAX = 100;
export const FEE_UNIT_MAX = 30;
export const FEE_NOTE_MAX = 200;
export const FEE_NOTES_MAX = 2_000;
/** Ten billion won would be a typing mistake; the column is a 32-bit integer. */
export const FEE_PRICE_MAX = 1_000_000_000;

const price = z
  .number("금액을 숫자로 입력해 주세요.")
  .int("금액은 원 단위 정수로 입력해 주세요.")
  .min(0, "금액은 0원 이상이어야 합니다.")
  .max(FEE_PRICE_MAX, `금액은 ${FEE_PRICE_MAX.toLocaleString("ko-KR")}원 이하여야 합니다.`);

export const consoleFeeItemSchema = nonCoveredFeeItemSchema
  .omit({ translated: true })
  .extend({ category: z.string() });
export type ConsoleFeeItem = z.infer<typeof consoleFeeItemSchema>;

export const consoleNonCoveredFeesSchema = z.object({
  items: z.array(consoleFeeItemSchema),
  notes: z.string().nullable(),
  changedAt: timestamp.nullable(),
});
export type ConsoleNonCoveredFees = z.infer<typeof consoleNonCoveredFeesSchema>;

export const consoleNonCoveredFeesBodySchema = z.object({
  items: z
    .array(
      z
        .object({
          category: requiredText(FEE_CATEGORY_MAX, "분류를 입력해 주세요."),
          name: requiredText(FEE_NAME_MAX, "항목 이름을 입력해 주세요."),
          priceMin: price,
          priceMax: price.nullable(),
          unit: optionalText(FEE_UNIT_MAX),
          note: optionalText(FEE_NOTE_MAX),
        })
        .superRefine((item, context) => {
          if (item.priceMax !== null && item.priceMax < item.priceMin) {
            context.addIssue({
              code: "custom",
              path: ["priceMax"],
              message: "최대 금액은 최소 금액보다 작을 수 없습니다.",
            });
          }
        }),
    )
    .max(FEE_ITEMS_MAX, `항목은 ${FEE_ITEMS_MAX}개까지 넣을 수 있습니다.`),
  notes: optionalText(FEE_NOTES_MAX),
});
export type ConsoleNonCoveredFeesBody = z.input<typeof consoleNonCoveredFeesBodySchema>;
