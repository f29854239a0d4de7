import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { DeleteConfirm } from "@/console/clinic/components/delete-confirm";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import {
  deleteAnswerAction,
  deletePostAction,
  saveAnswerAction,
  setPostHiddenAction,
} from "@/console/customer-board/actions";
import { AnswerForm } from "@/console/customer-board/components/answer-form";
import { HideToggle } from "@/console/customer-board/components/hide-toggle";
import { PostBadges } from "@/console/customer-board/components/post-badges";
import { answerTextFrom } from "@/console/customer-board/lib/answer-text";
import { boardFiltersFrom, boardQuery } from "@/console/customer-board/lib/board-query";
import { formatInstant } from "@/console/inbox/components/format";
import styles from "@/console/inbox/components/inbox.module.css";
import { consoleGet } from "@/console/lib/api";
import { parseClinicId } from "@/console/lib/me";
import { clinicHref } from "@/console/lib/paths";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";
import { RichText } from "@/ui/rich-text/rich-text";

export const metadata: Metadata = { title: "고객 게시글" };

const NOTICES: Record<string, string> = {
  answered: "답변을 등록했습니다. 홈페이지에 바로 보입니다.",
  "answer-updated": "답변을 수정했습니다.",
  "answer-deleted": "답변을 삭제했습니다.",
  hidden: "게시글을 숨겼습니다. 홈페이지에서 보이지 않습니다.",
  shown: "숨김을 해제했습니다. 홈페이지에 다시 보입니다.",
};

/** One post in full (private ones too), its answers with edit and delete, and the moderation buttons. */
export default async function CustomerPostPage({
  params,
  searchParams,
}: {
  params: Promise<{ partnerId: string; id: string }>;
  searchParams: Promise<{ back?: string; notice?: string }>;
}) {
  const partnerId = await clinicIdFrom(params);
  const postId = parseClinicId((await params).id);
  if (postId === null) notFound();
  const search = await searchParams;
  const notice = NOTICES[search.notice ?? ""];
  const post = await consoleGet("boardPost", { params: { partnerId, id: postId } });
  const back = boardQuery(boardFiltersFrom(Object.fromEntries(new URLSearchParams(search.back ?? ""))));
  const open = post.deletedAt === null;
  return (
    <div className={base.page}>
      <p>
        <Link href={`${clinicHref(partnerId, "customer-board")}${back ? `?${back}` : ""}`}>
          ← 고객 게시판 관리
        </Link>
      </p>
      <PageHead
        title={
          <>
            {post.title}
            <PostBadges post={post} />
          </>
        }
        notice={notice}
      />
      {open ? null : (
        <p className={base.alert} role="note">
          삭제된 게시글입니다. 내용은 기록으로 남아 있지만 더 이상 바꿀 수 없습니다.
        </p>
      )}
      <section className={base.card} aria-labelledby="post-facts">
        <h2 id="post-facts">게시글 정보</h2>
        <dl className={base.facts}>
          <dt>게시판</dt>
          <dd>{post.boardName}</dd>
          <dt>작성자</dt>
          <dd>
            {post.authorName} ({post.isGuest ? "비회원" : "회원"})
          </dd>
          <dt>작성 일시</dt>
          <dd>
            <time dateTime={post.createdAt}>{formatInstant(post.createdAt)}</time>
          </dd>
          {post.updatedAt !== post.createdAt ? (
            <>
              <dt>수정 일시</dt>
              <dd>
                <time dateTime={post.updatedAt}>{formatInstant(post.updatedAt)}</time>
              </dd>
            </>
          ) : null}
          {post.deletedAt ? (
            <>
              <dt>삭제 일시</dt>
              <dd>
                <time dateTime={post.deletedAt}>{formatInstant(post.deletedAt)}</time>
              </dd>
            </>
          ) : null}
        </dl>
        <p className={styles.text}>{post.content}</p>
        {open ? (
          <div className={styles.actions}>
            <HideToggle
              hidden={post.isHidden}
              action={setPostHiddenAction.bind(null, partnerId, post.id, !post.isHidden)}
            />
            <DeleteConfirm
              what="게시글을"
              name={post.title}
              action={deletePostAction.bind(null, partnerId, post.id)}
            />
          </div>
        ) : null}
      </section>
      <section className={base.card} aria-labelledby="post-answers">
        <h2 id="post-answers">병원 답변 {post.answers.length}건</h2>
        {post.answers.length === 0 ? <p className={base.muted}>아직 답변이 없습니다.</p> : null}
        {post.answers.map((answer) => (
          <article key={answer.id} className={base.card} aria-label={`${answer.authorName}의 답변`}>
            <p className={base.muted}>
              <strong>{answer.authorName}</strong> ·{" "}
              <time dateTime={answer.createdAt}>{formatInstant(answer.createdAt)}</time>
            </p>
            <RichText html={answer.contentHtml} />
            {open ? (
              <div className={styles.actions}>
                <details>
                  <summary>답변 수정</summary>
                  <AnswerForm
                    idPrefix={`answer-${answer.id}`}
                    authorName={answer.authorName}
                    content={answerTextFrom(answer.contentHtml)}
                    submitLabel="답변 저장"
                    action={saveAnswerAction.bind(null, partnerId, post.id, answer.id)}
                  />
                </details>
                <DeleteConfirm
                  what="답변을"
                  name={`${answer.authorName}의 답변`}
                  action={deleteAnswerAction.bind(null, partnerId, post.id, answer.id)}
                />
              </div>
            ) : null}
          </article>
        ))}
        {open ? (
          <>
            <h3>새 답변</h3>
            <AnswerForm
              idPrefix="answer-new"
              authorName=""
              content=""
              submitLabel="답변 등록"
              action={saveAnswerAction.bind(null, partnerId, post.id, null)}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
