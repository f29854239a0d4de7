import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TranslationsScreen } from "@/console/content/components/translations-screen";
import { screenParams } from "@/console/content/lib/screen-params";

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
  return (
    <TranslationsScreen
      partnerId={partnerId}
      screen={screen}
      id={id}
      language={typeof language === "string" ? language : undefined}
      notice={typeof notice === "string" ? notice : undefined}
    />
  );
}
