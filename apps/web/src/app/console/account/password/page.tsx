import { STAFF_PASSWORD_MIN } from "@clinic/shared";
import type { Metadata } from "next";
import Link from "next/link";
import { PasswordForm } from "@/console/account/password/components/password-form";
import styles from "@/console/components/console.module.css";
import { getStaffMe } from "@/console/lib/me";

export const metadata: Metadata = { title: "비밀번호 변경" };

export default async function PasswordPage() {
  const me = await getStaffMe();
  return (
    <main className={styles.page} style={{ padding: 32, margin: "0 auto" }}>
      <p>
        <Link href="/">← 콘솔로 돌아가기</Link>
      </p>
      <h1 className={styles.title}>비밀번호 변경</h1>
      <p className={styles.lead}>{me.staff.email}</p>
      <section className={styles.card}>
        <PasswordForm minLength={STAFF_PASSWORD_MIN} />
      </section>
    </main>
  );
}
