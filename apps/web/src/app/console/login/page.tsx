import type { Metadata } from "next";
import styles from "@/console/components/console.module.css";
import { SignInForm } from "@/console/login/components/sign-in-form";
import layout from "@/console/login/login.module.css";

export const metadata: Metadata = { title: "로그인" };

export default function ConsoleSignInPage() {
  return (
    <main className={layout.screen}>
      <section className={`${styles.card} ${layout.box}`} aria-labelledby="sign-in-title">
        <h1 className={styles.title} id="sign-in-title">
          파트너 콘솔 로그인
        </h1>
        <p className={styles.lead}>병원 홈페이지와 예약을 관리합니다.</p>
        <SignInForm />
      </section>
    </main>
  );
}
