import type { Metadata } from "next";
import { NotFoundView } from "@/ui/status/not-found-view";
import { PlatformDocument } from "@/ui/styles/platform-document";

export const metadata: Metadata = { title: "페이지를 찾을 수 없습니다", robots: { index: false } };

/** URLs that match no route at all (Next renders this without any layout). */
export default function GlobalNotFound() {
  return (
    <PlatformDocument>
      <NotFoundView />
    </PlatformDocument>
  );
}
