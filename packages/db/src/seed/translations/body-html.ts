import { sanitizeRichText } from "@clinic/shared/rich-text";
import { blocksHtml } from "../catalogue/cscenter-html";
import type { DemoBlock } from "../cscenter-types";

/** A translated notice or FAQ body built like the Korean one (same blocks, same tags) and sanitised the same way. */
export const bodyHtml = (blocks: DemoBlock[]): string => sanitizeRichText(blocksHtml(blocks));
