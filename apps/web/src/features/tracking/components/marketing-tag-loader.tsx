"use client";

import dynamic from "next/dynamic";

/**
 * next/script and the tags' bootstraps in a chunk of their own, requested only by the pages of a clinic that
 * configured a tag: imported statically, they sat in every clinic's first script (about 2 kB gzip, issue 28).
 */
export const MarketingTagLoader = dynamic(() =>
  import("./marketing-tag-scripts").then((module) => module.MarketingTagScripts),
);
