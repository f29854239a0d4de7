"use client";

import { useTranslations } from "next-intl";
import { Fragment, type ReactNode, useEffect, useRef } from "react";
import { closeToast, removeToast, type Toast, useToasts } from "@/features/client-state/toasts";
import { layers, toastTokens } from "@/ui/styles/tokens";
import { ChannelIcon } from "../ui/channel-icons";
import styles from "./toast-layer.module.css";
import { type MarkupNode, parseToastMarkup } from "./toast-markup";

function renderMarkup(nodes: MarkupNode[]): ReactNode {
  return nodes.map((node, index) => {
    // Position is the identity of a fragment of a fixed string.
    const key = index;
    if (typeof node === "string") return <Fragment key={key}>{node}</Fragment>;
    if (node.tag === "br") return <br key={key} />;
    const Tag = node.tag;
    return <Tag key={key}>{renderMarkup(node.children)}</Tag>;
  });
}

/**
 * Renders the toast list (spec sections 3, 4, 9). Timing: 1500 ms after any change to the list the first toast
 * starts closing; each closing toast is removed when its 300 ms close animation is over.
 */
export function ToastLayer() {
  const t = useTranslations("shell");
  const toasts = useToasts();
  const removals = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const first = toasts.find((toast) => !toast.closing);
    if (!first) return;
    const timer = setTimeout(() => closeToast(first.id), toastTokens.autoCloseMs);
    return () => clearTimeout(timer);
  }, [toasts]);

  useEffect(() => {
    for (const toast of toasts) {
      if (!toast.closing || removals.current.has(toast.id)) continue;
      removals.current.set(
        toast.id,
        setTimeout(() => {
          removals.current.delete(toast.id);
          removeToast(toast.id);
        }, toastTokens.closeAnimationMs),
      );
    }
  }, [toasts]);

  useEffect(() => {
    const pending = removals.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const vars = {
    "--toast-width": `${toastTokens.width}px`,
    "--toast-width-mobile": `${toastTokens.widthMobile}px`,
    "--toast-top": `${toastTokens.top}px`,
    "--toast-top-medium": `${toastTokens.topMedium}px`,
    "--toast-bottom-mobile": `${toastTokens.bottomMobile}px`,
    "--toast-duration": `${toastTokens.closeAnimationMs}ms`,
    zIndex: layers.toast,
  } as React.CSSProperties;

  return (
    <section
      className={styles.stack}
      style={vars}
      aria-label={t("toastInfo")}
      role="status"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const t = useTranslations("shell");
  return (
    <div
      className={styles.toast}
      data-kind={toast.kind}
      data-closing={toast.closing || undefined}
      data-testid="toast"
    >
      {toast.icon ? <span className={styles.icon}>{toast.icon}</span> : null}
      <div className={styles.content}>
        <p className={styles.label}>{toast.kind === "success" ? t("toastSuccess") : t("toastInfo")}</p>
        <p className={styles.description}>{renderMarkup(parseToastMarkup(toast.description))}</p>
      </div>
      {toast.hasClose ? (
        <button
          type="button"
          className={styles.close}
          aria-label={t("toastClose")}
          onClick={() => closeToast(toast.id)}
        >
          <ChannelIcon name="close" className={styles.closeIcon} />
        </button>
      ) : null}
    </div>
  );
}
