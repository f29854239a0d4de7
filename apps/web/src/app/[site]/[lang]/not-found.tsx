import type { Metadata } from "next";
import { SiteNotFoundView } from "@/features/i18n/components/site-not-found-view";
import { notFoundMetadata } from "@/features/i18n/not-found-title";

/** The title in the page's language: Next hands a not-found's metadata the segment's params (issue 29). */
export const generateMetadata = ({ params }: { params?: Promise<{ lang?: string }> }): Promise<Metadata> =>
  notFoundMetadata(params);

/** notFound() raised outside the site shell (e.g. by the shell itself). */
export default function SiteRootNotFound() {
  return <SiteNotFoundView />;
}
