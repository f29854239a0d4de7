import "server-only";
import { notFound } from "next/navigation";
import { isApiNotFound } from "./errors";

/** Awaits an API read; an API 404 renders the site's not-found page (with a 404 status) instead of an error. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isApiNotFound(error)) notFound();
    throw error;
  }
}
