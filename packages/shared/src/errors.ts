import { z } from "zod";

/** The one error shape every API failure answers with (spec section 8). */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  /** Machine-oriented message (English); the client keeps it as `code`. */
  message: z.string(),
  /** Korean, user-facing text. Clients show this when present. */
  translate: z.string().optional(),
  /** For validation failures: which fields were wrong and why. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// Defined zod-free so client components can import them without the schema library.
export { errorMessages } from "./constants/error-messages";
