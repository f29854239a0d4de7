import type { ReactNode } from "react";
import base from "./console.module.css";

interface PageHeadProps {
  title: ReactNode;
  /** One line on what the screen is for. */
  lead?: ReactNode;
  /** What the last action did ("배너를 저장했습니다."), announced politely. */
  notice?: ReactNode;
}

/** A console screen's heading: its title, what it is for, and the notice of what was just done. */
export function PageHead({ title, lead, notice }: PageHeadProps) {
  return (
    <>
      <header>
        <h1 className={base.title}>{title}</h1>
        {lead ? <p className={base.lead}>{lead}</p> : null}
      </header>
      {notice ? (
        <p className={base.notice} role="status">
          {notice}
        </p>
      ) : null}
    </>
  );
}
