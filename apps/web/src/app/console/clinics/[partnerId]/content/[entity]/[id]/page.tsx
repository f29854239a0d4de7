import { isTranslatableEntity } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import base from "@/console/components/console.module.css";
import { ContentEditor } from "@/console/content/components/content-editor";
import { loadChoices } from "@/console/content/lib/editor-data";
import { EDITOR_NOTICES } from "@/console/content/lib/editor-notices";
import { screenParams } from "@/console/content/lib/screen-params";
import { getContentDocument } from "@/console/lib/content";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { listMediaAction } from "@/console/media/actions";

interface EditContentProps {
  params: Promise<{ partnerId: string; entity: string; id: string }>;
  searchParams: Promise<{ notice?: string | string[] }>;
}

export async function generateMetadata({ params }: EditContentProps): Promise<Metadata> {
  const { screen } = await screenParams(params);
  return { title: `${screen.title} 편집` };
}

/** One row: the draft when there is one (else the live fields), its publishing state and the preview. */
export default async function EditContentPage({ params, searchParams }: EditContentProps) {
  const [{ partnerId, screen, id }, { notice }] = await Promise.all([screenParams(params), searchParams]);
  const noticeText =
    typeof notice === "string" && notice in EDITOR_NOTICES
      ? EDITOR_NOTICES[notice as keyof typeof EDITOR_NOTICES]
      : undefined;
  const [document, choices] = await Promise.all([
    getContentDocument(partnerId, screen.key, id ?? 0),
    loadChoices(partnerId, screen),
  ]);
  const listHref = consoleHref(clinicHref(partnerId, `content/${screen.key}`));
  const title = String(
    (document.draft ?? document.live).title ?? (document.draft ?? document.live).name ?? "",
  );
  return (
    <div className={base.page}>
      <header>
        <p>
          <Link href={listHref}>{`← ${screen.title} 목록`}</Link>
        </p>
        <h1 className={base.title}>{title || `${screen.title} 편집`}</h1>
        {isTranslatableEntity(screen.key) && !document.deletedAt ? (
          <p>
            <Link href={`${listHref}/${document.id}/translations`}>번역 (English · 日本語 · 中文)</Link>
          </p>
        ) : null}
        {document.deletedAt ? (
          <p className={base.alert} role="alert">
            휴지통에 있는 항목입니다. 목록의 휴지통에서 복원한 뒤 편집할 수 있습니다.
          </p>
        ) : null}
      </header>
      <ContentEditor
        // A refreshed document (after a save or publish) starts the form over from what is stored.
        key={JSON.stringify([document.draft, document.live, document.publishAt])}
        partnerId={partnerId}
        screen={screen}
        initial={document.draft ?? document.live}
        state={{
          id: document.id,
          isVisible: document.isVisible,
          hasDraft: document.draft !== null,
          publishAt: document.publishAt,
          previewPath: document.previewPath,
        }}
        choices={choices}
        loadMedia={listMediaAction.bind(null, partnerId)}
        listHref={listHref}
        notice={noticeText}
      />
    </div>
  );
}
