import "server-only";
import type { Language } from "@clinic/shared";
import type { Metadata } from "next";
import { pageMetadata } from "@/features/catalogue/metadata";
import { loadSite } from "@/features/site/load-site";

/** The account pages' metadata: per-visitor pages, so always noindex (and out of the sitemap). */
export async function accountMetadata(
  site: string,
  title: string,
  path: string,
  language: Language = "ko",
): Promise<Metadata> {
  const { partner } = await loadSite(site);
  return pageMetadata({ partner, title, path, noindex: true, language });
}

export interface AccountPageProps {
  params: Promise<{ site: string; lang: string }>;
}
