"use client";

import { SiteErrorView } from "@/features/i18n/components/site-error-view";
import type { ErrorViewProps } from "@/ui/status/error-view";

/** Failures of the site shell itself (its header or footer data). */
export default function SiteRootError(props: ErrorViewProps) {
  return <SiteErrorView {...props} />;
}
