import { z } from "zod";
import { listOf } from "./common";

export const termTitles = ["TERMS_OF_SERVICE", "PRIVACY_POLICY", "MARKETING"] as const;
export type TermTitle = (typeof termTitles)[number];
/** Terms shown to visitors (spec 9: terms target CUSTOMER). */
export const TERMS_TARGET = "CUSTOMER";

export const termSchema = z.object({
  id: z.number().int(),
  termTitle: z.enum(termTitles),
  title: z.string(),
  isRequired: z.boolean(),
});
export type Term = z.infer<typeof termSchema>;
export const termQuerySchema = z.object({ termTitle: z.enum(termTitles) });
export const termListQuerySchema = z.object({ target: z.enum(["CUSTOMER", "PARTNER"]).optional() });
export const termListSchema = listOf(termSchema);

export const termHistorySchema = z.object({
  id: z.number().int(),
  termId: z.number().int(),
  version: z.string(),
  contentHtml: z.string(),
  effectiveDate: z.string(),
});
export type TermHistory = z.infer<typeof termHistorySchema>;
/** Version list without the bodies, newest first, for the "earlier versions" picker. */
export const termHistoryListSchema = listOf(termHistorySchema.omit({ contentHtml: true }));
