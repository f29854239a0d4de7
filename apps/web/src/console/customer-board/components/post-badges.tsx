import { Badge } from "@/console/components/badge";

/** What sets a post apart in the lists and on its page: private, hidden, deleted, answered or waiting. */
export function PostBadges({
  post,
}: {
  post: { isPrivate: boolean; isHidden: boolean; deletedAt: string | null; answerCount: number };
}) {
  return (
    <>
      {post.isPrivate ? <Badge>비밀글</Badge> : null}
      {post.isHidden ? <Badge tone="negative">숨김</Badge> : null}
      {post.deletedAt ? <Badge tone="negative">삭제됨</Badge> : null}
      {post.answerCount > 0 ? (
        <Badge tone="positive">답변 {post.answerCount}</Badge>
      ) : (
        <Badge tone="caution">답변 대기</Badge>
      )}
    </>
  );
}
