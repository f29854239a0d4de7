import type { ContentUse } from "@clinic/shared";
import Link from "next/link";
import { clinicHref } from "@/console/lib/paths";
import media from "../media.module.css";

/** The places of the site using an image or linking to a treatment, each a link to the page that edits it. */
export function UseList({ partnerId, uses }: { partnerId: number; uses: readonly ContentUse[] }) {
  return (
    <ul className={media.uses}>
      {uses.map((use) => (
        <li key={`${use.href}|${use.field}|${use.title}`}>
          <Link href={clinicHref(partnerId, use.href)}>
            {use.kindLabel} ‘{use.title}’
          </Link>{" "}
          <span className={media.field}>({use.field})</span>
        </li>
      ))}
    </ul>
  );
}
