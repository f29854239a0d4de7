import type { Metadata } from "next";
import { LogoutButton, WithdrawSection } from "@/features/account/components/account-actions";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { EmailForm } from "@/features/account/components/email-form";
import { MessageToggle } from "@/features/account/components/message-toggle";
import { MyInfo } from "@/features/account/components/my-info";
import styles from "@/features/account/components/my-page.module.css";
import { SessionExpired } from "@/features/account/components/session-expired";
import { loadMyReservations } from "@/features/account/load-reservations";
import { visitorToken } from "@/features/api/client";
import { getPartner } from "@/features/api/partner";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { redirectInLanguage } from "@/features/i18n/site-language";
import { ReservationHistory } from "@/features/reservation/components/reservation-history";
import { getCurrentCustomer } from "@/features/session/server";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerPhoneNumber } from "@/ui/format/phone";

const TITLE = "마이페이지";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  return accountMetadata(site, TITLE, "/mypage");
}

/**
 * /mypage: the signed-in customer's details, reservation history, e-mail, marketing and reminder settings, logout
 * and withdrawal. No session → /login; a session cookie the API no longer accepts is spec 8's expired session
 * (toast, home).
 */
export default async function MyPage({ params }: AccountPageProps) {
  const { site } = await params;
  const customer = await getCurrentCustomer(site);
  if (!customer) {
    if ((await visitorToken()) !== undefined) return <SessionExpired />;
    return redirectInLanguage(params, "/login");
  }
  const [reservations, partner] = await Promise.all([loadMyReservations(site), getPartner(site)]);
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading eyebrow="My page" title={TITLE} description={`${customer.name}님, 안녕하세요.`} />
      <PageBody narrow>
        <div className={styles.layout}>
          <section className={styles.section} aria-labelledby="my-info-title">
            <div className={styles.sectionHead}>
              <h2 id="my-info-title" className={styles.sectionTitle}>
                내 정보
              </h2>
              <LogoutButton />
            </div>
            <MyInfo customer={customer} />
          </section>
          <section className={styles.section} aria-labelledby="my-reservations-title">
            <h2 id="my-reservations-title" className={styles.sectionTitle}>
              예약 내역
            </h2>
            <ReservationHistory rows={reservations} clinicPhone={partnerPhoneNumber(partner)} />
          </section>
          <section className={styles.section} aria-labelledby="my-settings-title">
            <h2 id="my-settings-title" className={styles.sectionTitle}>
              알림 및 연락처
            </h2>
            <EmailForm email={customer.email} />
            <MessageToggle kind="marketing" initial={customer.marketingReceivable} />
            <MessageToggle kind="reminders" initial={customer.remindersReceivable} />
          </section>
          <section className={`${styles.section} ${styles.danger}`} aria-labelledby="my-withdraw-title">
            <h2 id="my-withdraw-title" className={styles.sectionTitle}>
              회원 탈퇴
            </h2>
            <p className={styles.dangerText}>탈퇴하면 계정과 개인정보가 삭제되며 되돌릴 수 없습니다.</p>
            <WithdrawSection />
          </section>
        </div>
      </PageBody>
    </>
  );
}
