import type { Metadata } from "next";
import { SiteNotFoundView } from "@/features/i18n/components/site-not-found-view";
import { notFoundMetadata } from "@/features/i18n/not-found-title";

/** The title in the page's language: Next hands a not-found's metadata the segment's params (issue 29). */
export const generateMetadata = ({ params }: { params?: Promise<{ lang?: string }> }): Promise<Metadata> =>
  notFoundMetadata(params);

/** notFound() anywhere in a clinic's pages: the message in the page's language inside the site shell, with a 404 status. */
export default function SiteNotFound() {
  return <SiteNotFoundView />;
}
