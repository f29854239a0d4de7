import type { Metadata } from "next";
import Link from "next/link";
import { deleteBannerAction } from "@/console/banners/actions";
import { BANNER_LOCATION_LABELS } from "@/console/banners/lib/banner-form-data";
import { DeleteConfirm } from "@/console/clinic/components/delete-confirm";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "배너" };

const NOTICES: Record<string, string> = {
  created: "배너를 등록했습니다. 홈페이지에 곧 반영됩니다.",
  updated: "배너를 저장했습니다. 홈페이지에 곧 반영됩니다.",
  deleted: "배너를 삭제했습니다.",
};

export default async function BannersPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<{ notice?: string }>;
}) {
  const partnerId = await clinicIdFrom(params);
  const notice = NOTICES[(await searchParams).notice ?? ""];
  const { rows } = await consoleGet("banners", { params: { partnerId } });
  const href = (path: string) => consoleHref(clinicHref(partnerId, path));
  return (
    <div className={base.page}>
      <PageHead
        title="배너"
        lead="메인과 목록 화면의 배너입니다. 위치마다 순서가 작은 배너가 먼저 보입니다."
        notice={notice}
      />
      <p>
        <Link
          className={base.button}
          href={href("banners/new")}
          style={{ display: "inline-flex", alignItems: "center" }}
        >
          새 배너 등록
        </Link>
      </p>
      <section className={base.card}>
        {rows.length === 0 ? (
          <p className={base.muted}>등록된 배너가 없습니다.</p>
        ) : (
          <table className={base.table}>
            <ColumnHeads names={["배너", "위치", "상태", "순서", "관리"]} />
            <tbody>
              {rows.map((banner) => (
                <tr key={banner.id}>
                  <td>
                    <Link href={href(`banners/${banner.id}`)}>{banner.title}</Link>
                  </td>
                  <td>{BANNER_LOCATION_LABELS[banner.bannerLocation]}</td>
                  <td>{banner.isVisible ? "표시" : "숨김"}</td>
                  <td>{banner.weight}</td>
                  <td>
                    <DeleteConfirm
                      what="배너를"
                      action={deleteBannerAction.bind(null, partnerId, banner.id)}
                      name={banner.title}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
