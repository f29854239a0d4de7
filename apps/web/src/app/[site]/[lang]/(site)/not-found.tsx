import type { Metadata } from "next";
import { SiteNotFoundView } from "@/features/i18n/components/status-views";

export const metadata: Metadata = { title: "페이지를 찾을 수 없습니다" };

/** notFound() anywhere in a clinic's pages: the Korean message inside the site shell, with a 404 status. */
export default function SiteNotFound() {
  return <SiteNotFoundView />;
}
