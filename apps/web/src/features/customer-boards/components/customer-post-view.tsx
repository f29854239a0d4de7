"use client";

import { type CustomerPostDetail, customerPostMessages } from "@clinic/shared";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";
import { toast } from "@/features/client-state/toasts";
import { useFormMessages } from "@/features/i18n/use-form-messages";
import { Button } from "@/features/shell/components/ui/button";
import { AlertMessage } from "@/ui/alert/alert-message";
import { useRouter } from "@/ui/language/navigation";
import { Link } from "@/ui/status/intent-link";
import { customerBoardHref } from "./customer-board-links";
import { OpenedAnswers } from "./opened-answers";
import { PostDeleteForm } from "./post-delete-form";
import { PostEditForm } from "./post-edit-form";
import { PostHeader } from "./post-header";
import { PostUnlockForm } from "./post-unlock-form";
import styles from "./post-view.module.css";
import { forgetUnlockedPost, recallUnlockedPost, rememberUnlockedPost } from "./unlocked-posts";

type Mode = "read" | "edit" | "delete";

interface CustomerPostViewProps {
  /** The post as the server loaded it for this visitor (locked when private and not theirs). */
  initial: CustomerPostDetail;
  /** The server-rendered answers of `initial` when it arrived open. */
  serverAnswers: ReactNode;
}

/**
 * A customer post and what a visitor can do with it: open a locked one with its password, edit, delete. The post
 * lives in state, so opening and editing happen in place without reloading the page.
 */
export function CustomerPostView({ initial, serverAnswers }: CustomerPostViewProps) {
  const t = useTranslations("customerBoards");
  const messages = useFormMessages();
  const router = useRouter();
  const [post, setPost] = useState(initial);
  const [openedHere, setOpenedHere] = useState(false);
  const [mode, setMode] = useState<Mode>("read");
  const [message, setMessage] = useState<string | null>(null);
  // Until the tab's kept posts are read, a locked post does not ask for a password its writer need not type.
  const [keptChecked, setKeptChecked] = useState(!initial.isLocked);

  // The writer's own new post, kept for this tab when it was written (unlocked-posts.ts).
  useEffect(() => {
    if (!initial.isLocked) return;
    const kept = recallUnlockedPost(initial.id);
    if (kept && kept.boardTypeId === initial.boardTypeId) {
      setPost(kept);
      setOpenedHere(true);
    }
    setKeptChecked(true);
  }, [initial]);

  if (post.isLocked) {
    return (
      <div className={styles.post}>
        <PostHeader post={post} />
        {keptChecked ? (
          <PostUnlockForm
            postId={post.id}
            onOpened={(opened) => {
              setPost(opened);
              setOpenedHere(true);
            }}
          />
        ) : null}
        <BackToList boardTypeId={post.boardTypeId} />
      </div>
    );
  }

  function saved(updated: CustomerPostDetail) {
    if (recallUnlockedPost(updated.id)) rememberUnlockedPost(updated);
    setPost(updated);
    setMode("read");
    toast.success(t("edited"));
  }

  function deleted() {
    forgetUnlockedPost(post.id);
    toast.success(t("deleted"));
    router.replace(customerBoardHref(post.boardTypeId));
  }

  function startEdit() {
    // The API refuses (409) to edit an answered post; say so before the visitor rewrites anything.
    if (post.answerCount > 0) {
      setMessage(messages.text(customerPostMessages.answeredNoEdit, "answeredNoEdit"));
      return;
    }
    setMessage(null);
    setMode("edit");
  }

  return (
    <article className={styles.post}>
      <PostHeader post={post} />
      {mode === "edit" ? (
        <PostEditForm post={post} onSaved={saved} onCancel={() => setMode("read")} />
      ) : (
        <>
          <div className={styles.body} data-testid="post-content" lang="ko">
            {post.content}
          </div>
          <section className={styles.answerSection} aria-labelledby="post-answers-title">
            <h2 id="post-answers-title" className={styles.answerTitle}>
              {t("answer")}
            </h2>
            {post.answers.length === 0 ? (
              <p className={styles.pending}>{t("preparing")}</p>
            ) : openedHere ? (
              <OpenedAnswers answers={post.answers} />
            ) : (
              serverAnswers
            )}
          </section>
          <AlertMessage className={styles.message}>{message}</AlertMessage>
          {/* A guest's post opens to its password; a member's only to that member (nobody else sees the tools). */}
          {post.isGuest || post.isMine ? (
            <div className={styles.tools}>
              <Button variant="line" size="small" onClick={startEdit}>
                {t("edit")}
              </Button>
              <Button
                variant="line"
                size="small"
                onClick={() => {
                  setMessage(null);
                  setMode(mode === "delete" ? "read" : "delete");
                }}
                aria-expanded={mode === "delete"}
              >
                {t("delete")}
              </Button>
            </div>
          ) : null}
          {mode === "delete" ? (
            <PostDeleteForm
              postId={post.id}
              needsPassword={post.isGuest}
              onDeleted={deleted}
              onCancel={() => setMode("read")}
            />
          ) : null}
        </>
      )}
      <BackToList boardTypeId={post.boardTypeId} />
    </article>
  );
}

function BackToList({ boardTypeId }: { boardTypeId: number }) {
  const t = useTranslations("customerBoards");
  return (
    <div className={styles.back}>
      <Link href={customerBoardHref(boardTypeId)} className={styles.backLink}>
        {t("back")}
      </Link>
    </div>
  );
}
