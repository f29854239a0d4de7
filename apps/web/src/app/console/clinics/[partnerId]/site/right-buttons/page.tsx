import { SETTINGS_LIST_MAX } from "@clinic/shared";
import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { listMediaAction } from "@/console/media/actions";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveRightButtonsAction } from "@/console/site/actions";
import { type ListColumn, ListEditor } from "@/console/site/components/list-editor";

export const metadata: Metadata = { title: "상단 버튼" };

const COLUMNS: ListColumn[] = [
  { name: "buttonText", label: "버튼 글자", kind: "text", placeholder: "상담 예약" },
  {
    name: "buttonType",
    label: "버튼 모양",
    kind: "select",
    options: [
      { value: "primary", label: "채운 버튼" },
      { value: "line", label: "테두리 버튼" },
    ],
  },
  { name: "buttonUrl", label: "이동할 주소 (비우면 예약 위젯)", kind: "text", placeholder: "/reservation" },
  {
    name: "useWidget",
    label: "여는 예약 위젯",
    kind: "select",
    options: [
      { value: "", label: "기본 (시술 예약)" },
      { value: "treatment", label: "시술 예약" },
      { value: "visit", label: "방문 예약" },
    ],
  },
  { name: "buttonImageUrl", label: "버튼 이미지 주소", kind: "image", placeholder: "/media/…" },
  { name: "hideButton", label: "버튼 숨기기", kind: "checkbox" },
];

export default async function RightButtonsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const { rows } = await consoleGet("rightButtons", { params: { partnerId } });
  return (
    <SettingsPage
      title="상단 버튼"
      lead="머리글 오른쪽의 예약·상담 버튼입니다. 홈페이지는 첫 번째 버튼을 보여 줍니다."
    >
      <ListEditor
        action={saveRightButtonsAction.bind(null, partnerId)}
        label="상단 버튼"
        itemLabel="버튼"
        columns={COLUMNS}
        max={SETTINGS_LIST_MAX}
        rows={rows}
        loadMedia={listMediaAction.bind(null, partnerId)}
      />
    </SettingsPage>
  );
}
