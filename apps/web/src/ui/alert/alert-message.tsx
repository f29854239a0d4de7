import type { ReactNode } from "react";

interface AlertMessageProps {
  /** The message; nothing is rendered while it is empty, so a form can always place its alert. */
  children?: ReactNode;
  className?: string | undefined;
}

/**
 * A form's or dialog's error, announced by screen readers as it appears (`role="alert"`). Shared by the storefront
 * and the console, which style it with their own class.
 */
export function AlertMessage({ children, className }: AlertMessageProps) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <p className={className} role="alert">
      {children}
    </p>
  );
}
