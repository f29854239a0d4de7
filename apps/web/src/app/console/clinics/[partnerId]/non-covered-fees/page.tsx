import { formatFeesChangedAt, NON_COVERED_FEES_PATH } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import base from "@/console/components/console.module.css";
import { saveNonCoveredFeesAction } from "@/console/fees/actions";
import { FeesEditor } from "@/console/fees/fees-editor";
import { consoleGet } from "@/console/lib/api";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "비급여 진료비용" };

export default async function NonCoveredFeesPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const stored = await consoleGet("nonCoveredFees", { params: { partnerId } });
  return (
    <SettingsPage
      title="비급여 진료비용"
      lead={`의료법에 따라 홈페이지에 게시하는 비급여 진료비용입니다 (홈페이지 ${NON_COVERED_FEES_PATH}, 바닥글에서 연결). 금액은 원 단위로, 범위가 있으면 최대 금액도 적습니다.`}
    >
      <p className={base.muted} data-testid="fees-console-changed-at">
        최종 변경일: {stored.changedAt ? formatFeesChangedAt(stored.changedAt) : "아직 게시하지 않았습니다"}{" "}
        (내용이 바뀐 저장마다 오늘 날짜로 바뀝니다)
      </p>
      {stored.items.length > 0 || stored.notes ? (
        <p>
          <Link href={consoleHref(clinicHref(partnerId, "non-covered-fees/translations"))}>
            번역 (English · 日本語 · 中文)
          </Link>
        </p>
      ) : null}
      <FeesEditor
        action={saveNonCoveredFeesAction.bind(null, partnerId)}
        rows={stored.items.map((item) => ({ ...item }))}
        notes={stored.notes}
      />
    </SettingsPage>
  );
}
