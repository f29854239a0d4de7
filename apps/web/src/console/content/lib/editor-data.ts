import "server-only";
import { contentChoices } from "@/console/lib/content";
import type { Choices } from "../components/field-input";
import { type ContentScreen, sourcesOf } from "./fields";

/** The option lists a screen's select and pick fields need, read once per page. */
export async function loadChoices(partnerId: number, screen: ContentScreen): Promise<Choices> {
  const keys = sourcesOf(screen.fields);
  const lists = await Promise.all(keys.map((key) => contentChoices(partnerId, key)));
  return Object.fromEntries(keys.map((key, index) => [key, lists[index] ?? []]));
}
