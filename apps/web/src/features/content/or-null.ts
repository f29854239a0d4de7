import "server-only";
import { isApiNotFound } from "@/features/api";

/** Awaits an optional API read: an API 404 means "not there" (null); every other failure is passed on. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isApiNotFound(error)) return null;
    throw error;
  }
}
