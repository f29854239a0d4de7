import styles from "./console.module.css";
import { signOutAction } from "./sign-out-action";

export function SignOutButton() {
  return (
    <form action={signOutAction}>
      <button className={styles.secondary} type="submit">
        로그아웃
      </button>
    </form>
  );
}
