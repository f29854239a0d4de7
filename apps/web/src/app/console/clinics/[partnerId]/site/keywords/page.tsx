import { isLanguage, KEYWORD_LENGTH_MAX, KEYWORDS_MAX, LANGUAGE_NAMES, type Language } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import base from "@/console/components/console.module.css";
import { consoleGet } from "@/console/lib/api";
import { SettingsPage } from "@/console/settings/components/settings-page";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { saveKeywordsAction } from "@/console/site/actions";
import { type ListColumn, ListEditor } from "@/console/site/components/list-editor";

export const metadata: Metadata = { title: "추천 검색어" };

const PLACEHOLDERS: Record<Language, string> = {
  ko: "리프팅",
  en: "Lifting",
  ja: "リフティング",
  "zh-CN": "提升",
  "zh-TW": "拉提",
};

interface KeywordsPageProps {
  params: Promise<{ partnerId: string }>;
  searchParams: Promise<{ language?: string | string[] }>;
}

/** The search panel's keywords, one list per language the site is read in (issue 29). */
export default async function KeywordsPage({ params, searchParams }: KeywordsPageProps) {
  const partnerId = await clinicIdFrom(params);
  const [{ keywords, byLanguage }, { languages }, query] = await Promise.all([
    consoleGet("keywords", { params: { partnerId } }),
    consoleGet("siteLanguages", { params: { partnerId } }),
    searchParams,
  ]);
  const asked = typeof query.language === "string" ? query.language : "ko";
  const language: Language = isLanguage(asked) && languages.includes(asked) ? asked : "ko";
  const rows = language === "ko" ? keywords : (byLanguage[language] ?? []);
  const columns: ListColumn[] = [
    {
      name: "keyword",
      label: `검색어 (${KEYWORD_LENGTH_MAX}자 이하)`,
      kind: "text",
      placeholder: PLACEHOLDERS[language],
    },
  ];
  return (
    <SettingsPage
      title="추천 검색어"
      lead="검색창을 열면 보이는 추천 검색어입니다. 홈페이지의 언어마다 따로 정합니다. 같은 검색어는 한 번만 넣을 수 있습니다."
    >
      {languages.length > 1 ? (
        <nav aria-label="검색어 언어">
          <ul className={base.tabs}>
            {languages.map((code) => (
              <li key={code}>
                <Link
                  className={base.tab}
                  href={`?language=${code}`}
                  aria-current={code === language ? "page" : undefined}
                >
                  {`${LANGUAGE_NAMES[code]} (${code === "ko" ? keywords.length : (byLanguage[code]?.length ?? 0)})`}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ListEditor
        // Each language is its own list: switching tabs starts the editor over.
        key={language}
        action={saveKeywordsAction.bind(null, partnerId, language)}
        label={`추천 검색어 (${LANGUAGE_NAMES[language]})`}
        itemLabel="검색어"
        columns={columns}
        max={KEYWORDS_MAX}
        rows={rows.map((keyword) => ({ keyword }))}
      />
    </SettingsPage>
  );
}
