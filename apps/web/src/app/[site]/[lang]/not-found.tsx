import type { Metadata } from "next";
import { NotFoundView } from "@/ui/status/not-found-view";

export const metadata: Metadata = { title: "페이지를 찾을 수 없습니다" };

/** notFound() raised outside the site shell (e.g. by the shell itself). */
export default function SiteRootNotFound() {
  return <NotFoundView />;
}
