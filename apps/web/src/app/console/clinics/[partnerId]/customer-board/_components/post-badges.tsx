import styles from "../../inbox/_components/inbox.module.css";

/** What sets a post apart in the lists and on its page: private, hidden, deleted, answered or waiting. */
export function PostBadges({
  post,
}: {
  post: { isPrivate: boolean; isHidden: boolean; deletedAt: string | null; answerCount: number };
}) {
  return (
    <>
      {post.isPrivate ? <span className={styles.badge}>비밀글</span> : null}
      {post.isHidden ? (
        <span className={styles.badge} data-tone="warning">
          숨김
        </span>
      ) : null}
      {post.deletedAt ? (
        <span className={styles.badge} data-tone="warning">
          삭제됨
        </span>
      ) : null}
      {post.answerCount > 0 ? (
        <span className={styles.badge} data-tone="done">
          답변 {post.answerCount}
        </span>
      ) : (
        <span className={styles.badge} data-tone="waiting">
          답변 대기
        </span>
      )}
    </>
  );
}
