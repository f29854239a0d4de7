"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { CONSOLE_PREFIX } from "@/console/lib/paths";

/** A sidebar link that says which section is open (aria-current), so the menu shows where one is. */
export function NavLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string | undefined;
  children: string;
}) {
  const pathname = usePathname().replace(new RegExp(`^${CONSOLE_PREFIX}(?=/)`), "");
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      className={className}
      href={href}
      aria-current={current ? "page" : undefined}
      // On a phone the menu is a <details>: going to a section folds it again.
      onClick={(event) => event.currentTarget.closest("details")?.removeAttribute("open")}
    >
      {children}
    </Link>
  );
}
