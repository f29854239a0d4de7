"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";
import { localizeHref, useLanguage } from "@/ui/language/language-context";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The storefront's internal link: `next/link` that prefetches a page when the visitor reaches for it (pointer over
 * it, a finger on it, keyboard focus) instead of whenever it scrolls into view (decision 0024).
 *
 * Next's default asked the server for every visible link's page as soon as a page loaded: twelve server renders
 * per view of a clinic's home page, none of which the page cache can keep, two thirds of the web server's CPU for
 * that view, and the visitor's mobile data and main thread spent on pages most visitors never open. Reaching for a
 * link comes 100–300 ms before the click, which is most of what a prefetch saves. A same-site path is in the
 * page's language (`/products` on an English page is `/en/products`).
 */
export function Link({ href: given, prefetch, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const router = useRouter();
  // A page read in English links to the English pages (issue 29).
  const language = useLanguage();
  const href = typeof given === "string" ? localizeHref(language, given) : given;
  // Only same-site paths are worth a prefetch; an explicit prefetch={false} opts out of this one too.
  const path = prefetch !== false && typeof href === "string" && /^\/(?!\/)/.test(href) ? href : null;
  const reach = () => {
    if (path) router.prefetch(path);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        reach();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        reach();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}
