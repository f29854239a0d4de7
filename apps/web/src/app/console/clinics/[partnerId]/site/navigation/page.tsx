import { NAVIGATION_MAX } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { consoleGet } from "@/console/lib/api";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveNavigationAction } from "@/console/site/actions";
import { type ListColumn, ListEditor } from "@/console/site/components/list-editor";
import { pairsText } from "@/console/site/lib/list-form-data";
import { TRANSLATIONS_LINK } from "@/console/site/lib/translations-link";

export const metadata: Metadata = { title: "메뉴" };

const COLUMNS: ListColumn[] = [
  { name: "title", label: "메뉴 이름", kind: "text" },
  { name: "url", label: "주소", kind: "text", placeholder: "/events 또는 https://…" },
  { name: "badgeCount", label: "배지 숫자 (모바일 메뉴)", kind: "number" },
  {
    name: "subList",
    label: "하위 메뉴",
    kind: "lines",
    placeholder: "리프팅 | /products?category=1",
    hint: "한 줄에 하나씩 ‘이름 | 주소’로 적습니다. 위에서부터 순서대로 보입니다.",
  },
];

export default async function NavigationPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const { rows } = await consoleGet("navigation", { params: { partnerId } });
  return (
    <SettingsPage
      title="메뉴"
      lead="홈페이지 상단과 모바일 메뉴입니다. 메뉴마다 하위 메뉴를 한 단계 둘 수 있습니다."
    >
      <p>
        <Link href={consoleHref(clinicHref(partnerId, "site/translations"))}>{TRANSLATIONS_LINK}</Link>
      </p>
      <ListEditor
        action={saveNavigationAction.bind(null, partnerId)}
        label="메뉴"
        itemLabel="메뉴"
        columns={COLUMNS}
        max={NAVIGATION_MAX}
        rows={rows.map((row) => ({ ...row, subList: pairsText(row.subList) }))}
      />
    </SettingsPage>
  );
}
