import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TranslationsScreen } from "@/console/content/components/translations-screen";
import { screenParams } from "@/console/content/lib/screen-params";
import { getContentDocument } from "@/console/lib/content";
import { clinicHref, consoleHref } from "@/console/lib/paths";

interface TranslationsProps {
  params: Promise<{ partnerId: string; entity: string; id: string }>;
  searchParams: Promise<{ language?: string | string[]; notice?: string | string[] }>;
}

export async function generateMetadata({ params }: TranslationsProps): Promise<Metadata> {
  const { screen } = await screenParams(params);
  return { title: `${screen.title} 번역` };
}

/** One row's translations, a language at a time (issue 29). */
export default async function TranslationsPage({ params, searchParams }: TranslationsProps) {
  const [{ partnerId, screen, id }, { language, notice }] = await Promise.all([
    screenParams(params),
    searchParams,
  ]);
  if (id === null) notFound();
  const document = await getContentDocument(partnerId, screen.key, id);
  return (
    <TranslationsScreen
      partnerId={partnerId}
      entity={screen.key}
      id={id}
      back={{
        href: consoleHref(clinicHref(partnerId, `content/${screen.key}/${id}`)),
        label: `${screen.title} 편집`,
      }}
      previewPath={document.deletedAt ? null : document.previewPath}
      language={typeof language === "string" ? language : undefined}
      notice={typeof notice === "string" ? notice : undefined}
    />
  );
}
