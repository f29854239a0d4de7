import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import base from "@/console/components/console.module.css";
import { ContentEditor } from "@/console/content/components/content-editor";
import { loadChoices } from "@/console/content/lib/editor-data";
import { screenParams } from "@/console/content/lib/screen-params";
import { clinicHref, consoleHref } from "@/console/lib/paths";
import { listMediaAction } from "@/console/media/actions";

interface NewContentProps {
  params: Promise<{ partnerId: string; entity: string }>;
}

export async function generateMetadata({ params }: NewContentProps): Promise<Metadata> {
  const { screen } = await screenParams(params);
  return { title: `새 ${screen.title}` };
}

/** A new row: saved hidden as a draft first, shown on the site once published. */
export default async function NewContentPage({ params }: NewContentProps) {
  const { partnerId, screen } = await screenParams(params);
  if (!screen.blank) notFound();
  const choices = await loadChoices(partnerId, screen);
  const listHref = consoleHref(clinicHref(partnerId, `content/${screen.key}`));
  return (
    <div className={base.page}>
      <header>
        <p>
          <Link href={listHref}>{`← ${screen.title} 목록`}</Link>
        </p>
        <h1 className={base.title}>{`새 ${screen.title}`}</h1>
        <p className={base.lead}>임시저장하면 홈페이지에는 숨긴 채로 저장되고, 게시하면 보입니다.</p>
      </header>
      <ContentEditor
        partnerId={partnerId}
        screen={screen}
        initial={screen.blank}
        state={{ id: null, isVisible: false, hasDraft: false, publishAt: null, previewPath: null }}
        choices={choices}
        loadMedia={listMediaAction.bind(null, partnerId)}
        listHref={listHref}
      />
    </div>
  );
}
