import type { ReactNode } from "react";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";

interface SettingsPageProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** The frame of every settings page: title, what the page changes, and its one form. */
export function SettingsPage({ title, lead, children }: SettingsPageProps) {
  return (
    <div className={base.page}>
      <PageHead title={title} lead={lead} />
      <section className={base.card}>{children}</section>
    </div>
  );
}
