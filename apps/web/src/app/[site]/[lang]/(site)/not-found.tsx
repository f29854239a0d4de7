import type { Metadata } from "next";
import { NotFoundView } from "@/ui/status/not-found-view";

export const metadata: Metadata = { title: "페이지를 찾을 수 없습니다" };

/** notFound() anywhere in a clinic's pages: the Korean message inside the site shell, with a 404 status. */
export default function SiteNotFound() {
  return <NotFoundView />;
}
