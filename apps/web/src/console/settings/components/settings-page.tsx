import type { ReactNode } from "react";
import base from "@/console/components/console.module.css";

interface SettingsPageProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of every settings page: title, what the page changes, and its one form. */
export function SettingsPage({ title, lead, children }: SettingsPageProps) {
  return (
    <div className={base.page}>
      <header>
        <h1 className={base.title}>{title}</h1>
        <p className={base.lead}>{lead}</p>
      </header>
      <section className={base.card}>{children}</section>
    </div>
  );
}
