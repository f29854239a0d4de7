"use client";

import { SiteErrorView } from "@/features/i18n/components/site-error-view";
import type { ErrorViewProps } from "@/ui/status/error-view";

/** Unexpected failures inside the site shell (e.g. the API is down while a page loads). */
export default function SiteError(props: ErrorViewProps) {
  return <SiteErrorView {...props} />;
}
