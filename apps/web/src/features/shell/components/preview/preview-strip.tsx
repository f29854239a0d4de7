import { getTranslations } from "next-intl/server";
import { NoticeStrip } from "@/features/catalogue/components/notice-strip";
import { previewToken } from "@/features/preview/preview-token";
import { Link } from "@/ui/status/intent-link";

/**
 * While a console preview is on (decision 0020), every page says so above the header and offers the way back to
 * the published site. Renders nothing otherwise, and reads no cookie unless draft mode is on.
 */
export async function PreviewStrip() {
  if (!(await previewToken())) return null;
  const t = await getTranslations("common");
  const pages = await getTranslations("cataloguePages");
  return (
    <NoticeStrip label={pages("preview")}>
      {t("previewStrip")}{" "}
      <Link href="/preview-mode/exit" prefetch={false}>
        {t("previewExit")}
      </Link>
    </NoticeStrip>
  );
}
