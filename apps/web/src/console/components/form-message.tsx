import styles from "./console.module.css";

/** Outcome of a form's last submission: role=status for success, role=alert for a failure. */
export function FormMessage({ state }: { state: FormState }) {
  if (state.message === undefined) return null;
  return state.ok ? (
    <p className={styles.notice} role="status">
      {state.message}
    </p>
  ) : (
    <p className={styles.alert} role="alert">
      {state.message}
    </p>
  );
}

/** What every console server action returns to its form (useActionState). */
export interface FormState {
  ok: boolean;
  message?: string;
  fields?: Record<string, string>;
  /** Anything the form shows after success (say a one-time invitation link). */
  detail?: string;
}

export const INITIAL_FORM_STATE: FormState = { ok: false };
