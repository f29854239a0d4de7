import type { ButtonHTMLAttributes } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "line" | "text";
export type ButtonSize = "small" | "default" | "large";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  round?: boolean;
  /** Corner radius on (default) or square corners. */
  radius?: boolean;
}

/**
 * The generic button with the defaults of spec section 9: type button, primary style, default size, not full
 * width, not round, border radius on.
 */
export function Button({
  variant = "primary",
  size = "default",
  fullWidth = false,
  round = false,
  radius = true,
  type = "button",
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${styles.button} ${className ?? ""}`}
      data-variant={variant}
      data-size={size}
      data-full={fullWidth || undefined}
      data-round={round || undefined}
      data-square={!radius || undefined}
      {...rest}
    />
  );
}
