import { NoticeStrip } from "@/features/catalogue/components/notice-strip";
import { previewToken } from "@/features/preview/preview-token";
import { Link } from "@/ui/status/intent-link";

/**
 * While a console preview is on (decision 0020), every page says so above the header and offers the way back to
 * the published site. Renders nothing otherwise, and reads no cookie unless draft mode is on.
 */
export async function PreviewStrip() {
  if (!(await previewToken())) return null;
  return (
    <NoticeStrip label="미리보기">
      게시 전 내용까지 보이는 미리보기 화면입니다.{" "}
      <Link href="/preview-mode/exit" prefetch={false}>
        미리보기 끝내기
      </Link>
    </NoticeStrip>
  );
}
