import "server-only";
import { isTranslatableEntity, LANGUAGE_NAMES, TRANSLATION_LANGUAGES } from "@clinic/shared";
import Link from "next/link";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { getContentTranslations } from "@/console/lib/content";
import { translationNotice } from "../lib/translation-notices";
import { TranslationEditor } from "./translation-editor";
import styles from "./translation-editor.module.css";

interface TranslationsScreenProps {
  partnerId: number;
  /** The translatable entity's key (`products`, `banners`…) and the row. */
  entity: string;
  id: number;
  /** Where the row is edited, and what that link says. */
  back: { href: string; label: string };
  /** The row's storefront page for the preview, null when it has none (or is in the trash). */
  previewPath: string | null;
  /** ?language= as asked; the first language the site offers (else English) when absent or unknown. */
  language: string | undefined;
  /** ?notice= left by the last write. */
  notice: string | undefined;
  /** What the heading calls the row when it has no title or name of its own (a popup, the 비급여 page). */
  title?: string;
}

/**
 * The translations of one row (issue 29): a tab per language with what is published, drafted and missing, then
 * the chosen language's fields beside the Korean. Languages the site does not offer can be prepared in advance.
 */
export async function TranslationsScreen({
  partnerId,
  entity,
  id,
  back,
  previewPath,
  language,
  notice,
  title: named,
}: TranslationsScreenProps) {
  if (!isTranslatableEntity(entity)) notFound();
  const data = await getContentTranslations(partnerId, entity, id);
  const offered = data.offered.filter((code) => code !== "ko");
  const chosen =
    data.languages.find((row) => row.language === language) ??
    data.languages.find((row) => offered.includes(row.language)) ??
    data.languages[0];
  if (!chosen) notFound();
  const selfHref = `${back.href}/translations`;
  const title = data.source.title ?? data.source.name ?? named ?? String(id);
  return (
    <div className={base.page}>
      <header>
        <p>
          <Link href={back.href}>{`← ${back.label}`}</Link>
        </p>
        <h1 className={base.title}>{`번역: ${title}`}</h1>
        <p className={base.muted}>
          번역하지 않은 항목은 외국어 페이지에서 한국어로 보이고, 한국어라고 표시됩니다. 언어마다 따로
          임시저장하고 게시합니다.
        </p>
      </header>
      <nav aria-label="번역 언어">
        <ul className={base.tabs}>
          {TRANSLATION_LANGUAGES.map((code) => {
            const row = data.languages.find((item) => item.language === code);
            const missing = row?.missing.length ?? 0;
            const state = row?.draft ? "임시저장 있음" : row?.published ? "게시됨" : "번역 없음";
            return (
              <li key={code}>
                <Link
                  className={styles.languageTab}
                  href={`${selfHref}?language=${code}`}
                  aria-current={code === chosen.language ? "page" : undefined}
                >
                  <strong>{LANGUAGE_NAMES[code]}</strong>
                  <span className={styles.state}>
                    {offered.includes(code) ? state : `${state} · 홈페이지에서 꺼짐`}
                  </span>
                  {missing > 0 ? (
                    <span className={`${styles.state} ${styles.missing}`}>{`${missing}개 항목 한국어`}</span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {offered.includes(chosen.language) ? null : (
        <p className={base.notice}>
          {`${LANGUAGE_NAMES[chosen.language]}는 홈페이지에서 꺼져 있습니다. 미리 번역해 두고 사이트 설정 › 언어에서 켜면 보입니다.`}
        </p>
      )}
      <TranslationEditor
        key={`${chosen.language}:${JSON.stringify(chosen.draft ?? chosen.published)}`}
        partnerId={partnerId}
        data={data}
        language={chosen}
        previewPath={previewPath}
        selfHref={selfHref}
        notice={translationNotice(notice)}
      />
    </div>
  );
}
