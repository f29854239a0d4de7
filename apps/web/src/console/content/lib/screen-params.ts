import { notFound } from "next/navigation";
import { parseClinicId } from "@/console/lib/me";
import { screenOf } from "../entities";
import type { ContentScreen } from "./fields";

/** The clinic and content screen of a URL; 404 for an unknown entity key or clinic id. */
export async function screenParams(
  params: Promise<{ partnerId: string; entity: string; id?: string }>,
): Promise<{ partnerId: number; screen: ContentScreen; id: number | null }> {
  const raw = await params;
  const partnerId = parseClinicId(raw.partnerId);
  const screen = screenOf(raw.entity);
  if (partnerId === null || !screen) notFound();
  if (raw.id === undefined) return { partnerId, screen, id: null };
  const id = /^[1-9]\d{0,9}$/.test(raw.id) ? Number(raw.id) : null;
  if (id === null) notFound();
  return { partnerId, screen, id };
}

/** ?q=&page=&trash= of a list page, bounded like the API's query. */
export function listQuery(query: Record<string, string | string[] | undefined>) {
  const one = (name: string) => {
    const value = query[name];
    return typeof value === "string" ? value : undefined;
  };
  const page = Number(one("page"));
  return {
    q: one("q")?.trim().slice(0, 100) || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    trash: one("trash") === "1",
  };
}
