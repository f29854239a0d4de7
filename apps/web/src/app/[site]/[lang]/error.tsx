"use client";

import { ErrorView, type ErrorViewProps } from "@/ui/status/error-view";

/** Failures of the site shell itself (its header or footer data). */
export default function SiteRootError(props: ErrorViewProps) {
  return <ErrorView {...props} />;
}
