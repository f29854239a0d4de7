import Link from "next/link";
import base from "./console.module.css";

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** The address of a page of the same list (filters kept). */
  href: (page: number) => string;
}

/** Previous and next links of a numbered console list, with where the reader is. */
export function Pager({ page, pages, href }: PagerProps) {
  return (
    <nav className={base.pager} aria-label="페이지">
      {page > 1 ? <Link href={href(page - 1)}>이전 페이지</Link> : null}
      <span aria-current="page">
        {Math.min(page, pages)} / {pages} 페이지
      </span>
      {page < pages ? <Link href={href(page + 1)}>다음 페이지</Link> : null}
    </nav>
  );
}
