import { SETTINGS_LIST_MAX } from "@clinic/shared";
import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { listMediaAction } from "@/console/media/actions";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveFloatingItemsAction } from "@/console/site/actions";
import { type ListColumn, ListEditor } from "@/console/site/components/list-editor";

export const metadata: Metadata = { title: "플로팅 메뉴" };

const COLUMNS: ListColumn[] = [
  { name: "title", label: "이름", kind: "text" },
  { name: "url", label: "이동할 주소", kind: "text", placeholder: "https://pf.kakao.com/…" },
  { name: "pcImageUrl", label: "PC 아이콘 주소", kind: "image", placeholder: "/media/…" },
  { name: "mobileImageUrl", label: "모바일 아이콘 주소", kind: "image", placeholder: "/media/…" },
  { name: "buttonReservationConsulting", label: "누르면 예약 상담 열기", kind: "checkbox" },
];

export default async function FloatingItemsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const { rows } = await consoleGet("floatingItems", { params: { partnerId } });
  return (
    <SettingsPage title="플로팅 메뉴" lead="화면 옆에 떠 있는 상담 메뉴의 항목입니다.">
      <ListEditor
        action={saveFloatingItemsAction.bind(null, partnerId)}
        label="플로팅 메뉴"
        itemLabel="항목"
        columns={COLUMNS}
        max={SETTINGS_LIST_MAX}
        rows={rows}
        loadMedia={listMediaAction.bind(null, partnerId)}
      />
    </SettingsPage>
  );
}
