import { z } from "zod";
import { LANGUAGES } from "./languages";

/** A language code of LANGUAGES, for request and response schemas (kept apart from languages.ts: see there). */
export const languageSchema = z.enum(LANGUAGES);
