import "server-only";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import styles from "./rich-text.module.css";

interface RichTextProps {
  /** Article HTML as stored by the API (already sanitised there; sanitised again here, which is idempotent). */
  html: string;
  className?: string;
}

/**
 * Renders article HTML with reading typography. Server-only: sanitize-html stays out of client bundles, and the
 * markup is sanitised on every render so content stored before a rule change is still safe.
 */
export function RichText({ html, className }: RichTextProps) {
  return (
    <div
      className={className ? `${styles.article} ${className}` : styles.article}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText on the line below.
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
    />
  );
}
