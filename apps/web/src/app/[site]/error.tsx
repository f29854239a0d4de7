"use client";

import { ErrorView, type ErrorViewProps } from "@/features/shell/components/error-view";

/** Failures of the site shell itself (its header or footer data). */
export default function SiteRootError(props: ErrorViewProps) {
  return <ErrorView {...props} />;
}
