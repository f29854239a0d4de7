import type { Metadata } from "next";
import Link from "next/link";
import { DeleteConfirm } from "@/console/clinic/components/delete-confirm";
import { ColumnHeads } from "@/console/components/column-heads";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { consoleDateTime } from "@/console/lib/time";
import { deletePopupAction } from "@/console/popups/actions";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "팝업" };

const NOTICES: Record<string, string> = {
  created: "팝업을 등록했습니다. 홈페이지에 곧 반영됩니다.",
  updated: "팝업을 저장했습니다. 홈페이지에 곧 반영됩니다.",
  deleted: "팝업을 삭제했습니다.",
};

const period = (startsAt: string | null, endsAt: string | null) => {
  if (!startsAt && !endsAt) return "항상";
  const show = (iso: string | null) => (iso ? consoleDateTime(iso) : "");
  return `${show(startsAt)} ~ ${show(endsAt)}`;
};

export default async function PopupsPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<{ notice?: string }>;
}) {
  const partnerId = await clinicIdFrom(params);
  const notice = NOTICES[(await searchParams).notice ?? ""];
  const { rows } = await consoleGet("popups", { params: { partnerId } });
  const href = (path: string) => consoleHref(clinicHref(partnerId, path));
  return (
    <div className={base.page}>
      <PageHead
        title="팝업"
        lead="홈페이지에 뜨는 팝업입니다. 순서가 작은 팝업이 먼저 보입니다."
        notice={notice}
      />
      <p>
        <Link
          className={base.button}
          href={href("popups/new")}
          style={{ display: "inline-flex", alignItems: "center" }}
        >
          새 팝업 등록
        </Link>
      </p>
      <section className={base.card}>
        {rows.length === 0 ? (
          <p className={base.muted}>등록된 팝업이 없습니다.</p>
        ) : (
          <table className={base.table}>
            <ColumnHeads names={["팝업", "경로", "기간", "상태", "순서", "관리"]} />
            <tbody>
              {rows.map((popup) => {
                const name = popup.popupItems.map((item) => item.title).join(", ") || `팝업 ${popup.id}`;
                return (
                  <tr key={popup.id}>
                    <td>
                      <Link href={href(`popups/${popup.id}`)}>{name}</Link>
                    </td>
                    <td>{popup.locations.join(", ")}</td>
                    <td>{period(popup.startsAt, popup.endsAt)}</td>
                    <td>{popup.isVisible ? "표시" : "숨김"}</td>
                    <td>{popup.weight}</td>
                    <td>
                      <DeleteConfirm
                        what="팝업을"
                        action={deletePopupAction.bind(null, partnerId, popup.id)}
                        name={name}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
