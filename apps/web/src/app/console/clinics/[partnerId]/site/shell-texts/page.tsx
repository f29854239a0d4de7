import { FOOTER_LINKS_MAX, NON_COVERED_FEES_PATH } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import base from "@/console/components/console.module.css";
import { consoleGet } from "@/console/lib/api";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import settings from "@/console/settings/components/settings.module.css";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveFooterLinksAction, saveShellTextsAction } from "@/console/site/actions";
import { type ListColumn, ListEditor } from "@/console/site/components/list-editor";
import { TRANSLATIONS_LINK } from "@/console/site/lib/translations-link";
import { ShellTextsForm } from "@/console/site/texts/texts-form";

export const metadata: Metadata = { title: "헤더 · 푸터 문구" };

const LINK_COLUMNS: ListColumn[] = [
  { name: "title", label: "링크 이름", kind: "text" },
  { name: "url", label: "주소", kind: "text", placeholder: `${NON_COVERED_FEES_PATH} 또는 https://…` },
];

export default async function ShellTextsPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const [texts, links] = await Promise.all([
    consoleGet("shellTexts", { params: { partnerId } }),
    consoleGet("footerLinks", { params: { partnerId } }),
  ]);
  return (
    <SettingsPage
      title="헤더 · 푸터 문구"
      lead="홈페이지 맨 위 줄, 바닥글과 모바일 메뉴에 보이는 문구와 바닥글 링크입니다. 비워 둔 칸은 회색 글씨의 기본 문구로 보입니다."
    >
      <p>
        <Link href={consoleHref(clinicHref(partnerId, "site/translations"))}>{TRANSLATIONS_LINK}</Link>
      </p>
      <ShellTextsForm action={saveShellTextsAction.bind(null, partnerId)} stored={texts} />
      <h2 className={settings.legend}>바닥글 링크</h2>
      <p className={base.muted}>
        이용약관과 개인정보처리방침 링크는 법에 따라 늘 보입니다. 비급여 진료비용({NON_COVERED_FEES_PATH})으로
        가는 링크가 없으면 바닥글이 ‘비급여 진료비용’ 링크를 덧붙입니다.
      </p>
      <ListEditor
        action={saveFooterLinksAction.bind(null, partnerId)}
        label="바닥글 링크"
        itemLabel="링크"
        columns={LINK_COLUMNS}
        max={FOOTER_LINKS_MAX}
        rows={links.rows}
      />
    </SettingsPage>
  );
}
