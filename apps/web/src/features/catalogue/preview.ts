import type { Metadata } from "next";

export const PREVIEW_LABEL = "미리보기";

/** Previews are drafts: never indexed, never followed, and titled as what they are. */
export const PREVIEW_METADATA: Metadata = {
  title: PREVIEW_LABEL,
  robots: { index: false, follow: false },
};
