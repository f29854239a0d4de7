import { KEYWORD_LENGTH_MAX, KEYWORDS_MAX } from "@clinic/shared";
import type { Metadata } from "next";
import { consoleGet } from "@/console/lib/api";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveKeywordsAction } from "@/console/site/actions";
import { type ListColumn, ListEditor } from "@/console/site/components/list-editor";

export const metadata: Metadata = { title: "추천 검색어" };

const COLUMNS: ListColumn[] = [
  { name: "keyword", label: `검색어 (${KEYWORD_LENGTH_MAX}자 이하)`, kind: "text", placeholder: "리프팅" },
];

export default async function KeywordsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const { keywords } = await consoleGet("keywords", { params: { partnerId } });
  return (
    <SettingsPage
      title="추천 검색어"
      lead="검색창을 열면 보이는 추천 검색어입니다. 같은 검색어는 한 번만 넣을 수 있습니다."
    >
      <ListEditor
        action={saveKeywordsAction.bind(null, partnerId)}
        label="추천 검색어"
        itemLabel="검색어"
        columns={COLUMNS}
        max={KEYWORDS_MAX}
        rows={keywords.map((keyword) => ({ keyword }))}
      />
    </SettingsPage>
  );
}
