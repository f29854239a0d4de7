import type { CustomerPostSummary } from "@clinic/shared";
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/features/catalogue/dates";
import { isoDate } from "@/features/content/dates";
import { Link } from "@/ui/status/intent-link";
import { customerPostHref, postNumber } from "./customer-board-links";
import { AnswerStatus, PrivateMark } from "./post-marks";
import styles from "./post-table.module.css";

interface PostTableProps {
  boardName: string;
  posts: CustomerPostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * A customer board's posts as a table (번호, 제목, 작성자, 작성일, 답변); rows stack on a phone. Locked private
 * posts arrive from the API with the private title and a masked author, so nothing secret reaches this markup.
 */
export function PostTable({ boardName, posts, total, page, pageSize }: PostTableProps) {
  const t = useTranslations("customerBoards");
  const language = useLocale();
  return (
    <table className={styles.table} data-testid="customer-post-rows">
      <caption className="visually-hidden">
        {t.rich("posts", { name: boardName, board: (chunks) => <span lang="ko">{chunks}</span> })}
      </caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col">{t("number")}</th>
          <th scope="col">{t("title")}</th>
          <th scope="col">{t("author")}</th>
          <th scope="col">{t("written")}</th>
          <th scope="col">{t("answer")}</th>
        </tr>
      </thead>
      <tbody>
        {posts.map((post, index) => (
          <tr key={post.id} className={styles.row} data-locked={post.isLocked || undefined}>
            <td className={styles.number}>{postNumber(total, page, pageSize, index)}</td>
            <td className={styles.title}>
              <Link href={customerPostHref(post.boardTypeId, post.id)} className={styles.titleLink}>
                {post.isPrivate ? <PrivateMark /> : null}
                {post.isLocked && language !== "ko" ? (
                  <span className={styles.titleText}>{t("privateTitle")}</span>
                ) : (
                  <span className={styles.titleText} lang="ko">
                    {post.title}
                  </span>
                )}
              </Link>
            </td>
            <td className={styles.author}>
              <span className="visually-hidden">{t("authorLabel")}</span>
              <span lang="ko">{post.authorName}</span>
            </td>
            <td className={styles.date}>
              <time dateTime={isoDate(post.createdAt)}>{formatDate(post.createdAt, language)}</time>
            </td>
            <td className={styles.status}>
              <AnswerStatus answerCount={post.answerCount} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
