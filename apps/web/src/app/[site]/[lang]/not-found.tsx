import type { Metadata } from "next";
import { SiteNotFoundView } from "@/features/i18n/components/status-views";

export const metadata: Metadata = { title: "페이지를 찾을 수 없습니다" };

/** notFound() raised outside the site shell (e.g. by the shell itself). */
export default function SiteRootNotFound() {
  return <SiteNotFoundView />;
}
