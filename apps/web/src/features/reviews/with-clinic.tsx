import type { ReactNode } from "react";

const MARK = "\u0000";

/**
 * A sentence of the review page's dictionary with the clinic's name in it, the name marked as Korean: it is the
 * clinic's own name, whatever language the sentence is in (issue 29).
 */
export function withClinic(sentence: (clinic: string) => string, clinic: string): ReactNode {
  const [before, after = ""] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      <span lang="ko">{clinic}</span>
      {after}
    </>
  );
}
