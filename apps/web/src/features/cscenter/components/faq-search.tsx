import Form from "next/form";
import styles from "@/features/content/components/board-list.module.css";
import { Link } from "@/ui/status/intent-link";
import { FAQ_PATH } from "./cscenter-links";

/**
 * The FAQ's own search: a GET form to ?keyword= (shareable URL; the API filters questions and answers), the
 * number of matching questions and the way back to all of them.
 */
export function FaqSearch({ keyword, count }: { keyword: string; count: number }) {
  return (
    <div className={styles.toolbar}>
      <p className={styles.count} aria-live="polite">
        {keyword ? (
          <>
            <strong>‘{keyword}’</strong> 검색 결과 <strong>{count}</strong>건
            <Link href={FAQ_PATH} className={styles.reset}>
              전체 질문 보기
            </Link>
          </>
        ) : (
          <>
            전체 <strong>{count}</strong>건
          </>
        )}
      </p>
      <search className={styles.searchWrap}>
        <Form action={FAQ_PATH} className={styles.search}>
          <input
            className={styles.searchInput}
            type="search"
            name="keyword"
            defaultValue={keyword}
            aria-label="자주 묻는 질문 검색어"
            placeholder="궁금한 내용을 검색해 보세요"
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
