import { type CustomerPostDetail, customerPostDetailSchema } from "@clinic/shared";

/**
 * The writer's own post, kept open for this browser tab. The choice: a new post's create answer (the post,
 * unlocked for its writer) is kept in sessionStorage keyed by post id, and its detail page shows it from there, so
 * the writer does not type the password again right after writing. The password itself is never stored anywhere
 * in the browser; sessionStorage ends with the tab, so a shared computer does not keep the post open for the next
 * person. Edit and delete still ask for the password. Pure apart from the storage handed in.
 */

const KEY_PREFIX = "customer-board-post:";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's sessionStorage, or null where there is none or it refuses access (privacy modes, server). */
export function tabStorage(): KeyValueStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberUnlockedPost(post: CustomerPostDetail, storage = tabStorage()): void {
  if (!storage || post.isLocked) return;
  try {
    storage.setItem(`${KEY_PREFIX}${post.id}`, JSON.stringify(post));
  } catch {
    // A full or disabled storage only costs the writer one password prompt.
  }
}

/** The kept post with this id, or null (none, unreadable, or not an unlocked post). */
export function recallUnlockedPost(id: number, storage = tabStorage()): CustomerPostDetail | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(`${KEY_PREFIX}${id}`);
    if (raw === null) return null;
    const parsed = customerPostDetailSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.id === id && !parsed.data.isLocked ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetUnlockedPost(id: number, storage = tabStorage()): void {
  try {
    storage?.removeItem(`${KEY_PREFIX}${id}`);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
