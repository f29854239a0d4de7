"use client";

import dynamic from "next/dynamic";

/**
 * '최근 본 시술' in a chunk fetched after the page has hydrated: the list is the visitor's own, loaded in the
 * browser, and the server renders nothing for it, so its code (about 1.2 kB gzip with its API helpers, issue 28)
 * has no reason to be in the product pages' first script.
 */
export const RecentProducts = dynamic(
  () => import("./recent-products").then((module) => module.RecentProducts),
  { ssr: false },
);
