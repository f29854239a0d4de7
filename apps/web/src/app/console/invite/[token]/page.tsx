import { STAFF_PASSWORD_MIN } from "@clinic/shared";
import type { Metadata } from "next";
import styles from "@/console/components/console.module.css";
import { AcceptForm } from "@/console/invite/components/accept-form";
import layout from "@/console/login/login.module.css";

export const metadata: Metadata = { title: "초대 수락", referrer: "no-referrer" };

/** The invited person sets a password; the token stays in this page only (no referrer leaves it elsewhere). */
export default async function AcceptInvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <main className={layout.screen}>
      <section className={`${styles.card} ${layout.box}`} aria-labelledby="invite-title">
        <h1 className={styles.title} id="invite-title">
          파트너 콘솔 초대
        </h1>
        <p className={styles.lead}>사용할 비밀번호를 정해 주세요.</p>
        <AcceptForm token={token.slice(0, 200)} minLength={STAFF_PASSWORD_MIN} />
      </section>
    </main>
  );
}
