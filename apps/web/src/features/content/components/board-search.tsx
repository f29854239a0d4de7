import Form from "next/form";
import { Link } from "@/ui/status/intent-link";
import styles from "./board-list.module.css";

interface BoardSearchProps {
  /** The board's list path; the form submits ?keyword= to it (page 1). */
  action: string;
  keyword: string;
  total: number;
}

/** The board's keyword search: a GET form (shareable URL), and the result count with a way back to all posts. */
export function BoardSearch({ action, keyword, total }: BoardSearchProps) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite">
        {keyword ? (
          <>
            <strong>‘{keyword}’</strong> 검색 결과 <strong>{total}</strong>건
            <Link href={action} className={styles.reset}>
              전체 글 보기
            </Link>
          </>
        ) : (
          <>
            전체 <strong>{total}</strong>건
          </>
        )}
      </p>
      <search className={styles.searchWrap}>
        <Form action={action} className={styles.search}>
          <input
            className={styles.searchInput}
            type="search"
            name="keyword"
            defaultValue={keyword}
            aria-label="게시글 검색어"
            placeholder="제목이나 내용으로 검색"
            maxLength={50}
            enterKeyHint="search"
          />
          <button type="submit" className={styles.searchButton}>
            검색
          </button>
        </Form>
      </search>
    </div>
  );
}
