import type { Metadata } from "next";
import styles from "@/features/account/components/account.module.css";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { getCurrentCustomer } from "@/features/session/server";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { Link } from "@/ui/status/intent-link";

const TITLE = "회원가입 완료";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  return accountMetadata(site, TITLE, "/welcome");
}

/** /welcome: after sign-up, a greeting by name and the ways on (home, my-page). */
export default async function WelcomePage({ params }: AccountPageProps) {
  const { site } = await params;
  const [customer, { partner }] = await Promise.all([getCurrentCustomer(site), loadSite(site)]);
  const greeting = customer ? `${customer.name}님, 환영합니다!` : "환영합니다!";
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="Welcome"
        title={greeting}
        description={`${partnerDisplayName(partner)} 회원이 되신 것을 진심으로 환영합니다.`}
      />
      <PageBody narrow>
        <div className={styles.card}>
          <p className={styles.lead}>
            이제 예약과 상담 내역을 한곳에서 확인하고, 회원 전용 혜택 소식을 받아 보실 수 있습니다.
          </p>
          <div className={styles.actions}>
            <Link href="/" className={styles.linkButton}>
              홈으로
            </Link>
            <Link href="/mypage" className={styles.linkButton} data-variant="primary">
              마이페이지
            </Link>
          </div>
        </div>
      </PageBody>
    </>
  );
}
