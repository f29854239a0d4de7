"use client";

import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The storefront's internal link: `next/link` that prefetches a page when the visitor reaches for it (pointer over
 * it, a finger on it, keyboard focus) instead of whenever it scrolls into view (decision 0024).
 *
 * Next's default asked the server for every visible link's page as soon as a page loaded: twelve server renders
 * per view of a clinic's home page, none of which the page cache can keep, two thirds of the web server's CPU for
 * that view, and the visitor's mobile data and main thread spent on pages most visitors never open. Reaching for a
 * link comes 100–300 ms before the click, which is most of what a prefetch saves.
 */
export function Link({ href, prefetch, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkProps) {
  const router = useRouter();
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
