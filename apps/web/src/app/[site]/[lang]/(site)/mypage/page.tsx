import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
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
import { redirectInLanguage, siteLanguage } from "@/features/i18n/site-language";
import { ReservationHistory } from "@/features/reservation/components/reservation-history";
import { getCurrentCustomer } from "@/features/session/server";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerPhoneNumber } from "@/ui/format/phone";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  const language = await siteLanguage(params);
  const t = await getTranslations("account");
  return accountMetadata(site, t("myPageTitle"), "/mypage", language);
}

/**
 * /mypage: the signed-in customer's details, reservation history, e-mail, marketing and reminder settings, logout
 * and withdrawal. No session → /login; a session cookie the API no longer accepts is spec 8's expired session
 * (toast, home).
 */
export default async function MyPage({ params }: AccountPageProps) {
  const { site } = await params;
  await siteLanguage(params);
  const t = await getTranslations("account");
  const customer = await getCurrentCustomer(site);
  if (!customer) {
    if ((await visitorToken()) !== undefined) return <SessionExpired />;
    return redirectInLanguage(params, "/login");
  }
  const [reservations, partner] = await Promise.all([loadMyReservations(site), getPartner(site)]);
  return (
    <>
      <HeaderOptions mobilePageTitle={t("myPageTitle")} />
      <PageHeading
        eyebrow="My page"
        title={t("myPageTitle")}
        description={t("hello", { name: customer.name })}
      />
      <PageBody narrow>
        <div className={styles.layout}>
          <section className={styles.section} aria-labelledby="my-info-title">
            <div className={styles.sectionHead}>
              <h2 id="my-info-title" className={styles.sectionTitle}>
                {t("myInfo")}
              </h2>
              <LogoutButton />
            </div>
            <MyInfo customer={customer} />
          </section>
          <section className={styles.section} aria-labelledby="my-reservations-title">
            <h2 id="my-reservations-title" className={styles.sectionTitle}>
              {t("reservations")}
            </h2>
            <ReservationHistory rows={reservations} clinicPhone={partnerPhoneNumber(partner)} />
          </section>
          <section className={styles.section} aria-labelledby="my-settings-title">
            <h2 id="my-settings-title" className={styles.sectionTitle}>
              {t("notifications")}
            </h2>
            <EmailForm email={customer.email} />
            <MessageToggle kind="marketing" initial={customer.marketingReceivable} />
            <MessageToggle kind="reminders" initial={customer.remindersReceivable} />
          </section>
          <section className={`${styles.section} ${styles.danger}`} aria-labelledby="my-withdraw-title">
            <h2 id="my-withdraw-title" className={styles.sectionTitle}>
              {t("withdraw")}
            </h2>
            <p className={styles.dangerText}>{t("withdrawNote")}</p>
            <WithdrawSection />
          </section>
        </div>
      </PageBody>
    </>
  );
}
