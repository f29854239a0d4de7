"use client";

import { Fragment } from "react";
import { Link } from "@/ui/status/intent-link";
import { signOut } from "../client";
import styles from "./account-links.module.css";
import { type AccountEntry, useAccountEntries } from "./use-account-entries";

function Entry({ entry, onNavigate }: { entry: AccountEntry; onNavigate?: () => void }) {
  if (entry.kind === "link") {
    return (
      <Link href={entry.href} onClick={onNavigate}>
        {entry.label}
      </Link>
    );
  }
  const onClick = () => {
    onNavigate?.();
    void signOut();
  };
  return (
    <button type="button" className={styles.logout} onClick={onClick}>
      {entry.label}
    </button>
  );
}

function Placeholder() {
  return <span className={styles.skeleton} aria-hidden="true" />;
}

/** Desktop top bar: the entries as list items (the list draws the separators). */
export function AccountList({ className }: { className?: string }) {
  const entries = useAccountEntries();
  return (
    <ul className={className} aria-busy={entries === null}>
      {entries === null ? (
        <li>
          <Placeholder />
        </li>
      ) : (
        entries.map((entry) => (
          <li key={entry.label}>
            <Entry entry={entry} />
          </li>
        ))
      )}
    </ul>
  );
}

/** Mobile menu: the entries in a row with separator spans; `extra` follows for signed-out visitors. */
export function AccountInline({
  className,
  onNavigate,
  signedOutExtra = [],
}: {
  className?: string;
  onNavigate?: () => void;
  signedOutExtra?: AccountEntry[];
}) {
  const entries = useAccountEntries();
  const shown = entries?.some((entry) => entry.kind === "logout")
    ? entries
    : [...(entries ?? []), ...signedOutExtra];
  return (
    <div className={className} aria-busy={entries === null}>
      {entries === null ? (
        <Placeholder />
      ) : (
        shown.map((entry, index) => (
          <Fragment key={entry.label}>
            {index > 0 ? <span aria-hidden="true" /> : null}
            <Entry entry={entry} onNavigate={onNavigate} />
          </Fragment>
        ))
      )}
    </div>
  );
}
