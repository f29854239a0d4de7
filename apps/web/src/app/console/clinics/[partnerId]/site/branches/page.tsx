import { SETTINGS_LIST_MAX } from "@clinic/shared";
import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveBranchesAction } from "@/console/site/actions";
import { type ListColumn, ListEditor } from "@/console/site/components/list-editor";

export const metadata: Metadata = { title: "지점 목록" };

const COLUMNS: ListColumn[] = [
  { name: "title", label: "지점 이름", kind: "text" },
  { name: "url", label: "지점 홈페이지 주소", kind: "text", placeholder: "https://…" },
  {
    name: "hrefTarget",
    label: "여는 방법",
    kind: "select",
    options: [
      { value: "_blank", label: "새 창" },
      { value: "_self", label: "현재 창" },
    ],
  },
];

export default async function BranchesPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const { rows } = await consoleGet("branches", { params: { partnerId } });
  return (
    <SettingsPage
      title="지점 목록"
      lead="머리글과 바닥글의 지점 선택에 보이는 지점들입니다. 비워 두면 지점 선택이 보이지 않습니다."
    >
      <ListEditor
        action={saveBranchesAction.bind(null, partnerId)}
        label="지점 목록"
        itemLabel="지점"
        columns={COLUMNS}
        max={SETTINGS_LIST_MAX}
        rows={rows}
      />
    </SettingsPage>
  );
}
