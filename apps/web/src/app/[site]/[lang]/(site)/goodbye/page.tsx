import type { Metadata } from "next";
import styles from "@/features/account/components/account.module.css";
import { type AccountPageProps, accountMetadata } from "@/features/account/components/account-metadata";
import { PageBody, PageHeading } from "@/features/content/components/page-heading";
import { HeaderOptions } from "@/features/shell/components/header/header-options";
import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { noParamsAtBuild } from "@/features/site/static-params";
import { Link } from "@/ui/status/intent-link";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

const TITLE = "회원 탈퇴 완료";

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const { site } = await params;
  return accountMetadata(site, TITLE, "/goodbye");
}

/** /goodbye: the farewell after withdrawal (the account and its sessions are already gone). */
export default async function GoodbyePage({ params }: AccountPageProps) {
  const { site } = await params;
  const { partner } = await loadSite(site);
  return (
    <>
      <HeaderOptions mobilePageTitle={TITLE} />
      <PageHeading
        eyebrow="Goodbye"
        title="탈퇴가 완료되었습니다"
        description={`그동안 ${partnerDisplayName(partner)} 서비스를 이용해 주셔서 감사합니다.`}
      />
      <PageBody narrow>
        <div className={styles.card}>
          <p className={styles.lead}>
            회원 정보는 삭제되었으며 모든 기기에서 로그아웃되었습니다. 언제든 다시 찾아 주시면 반갑게
            맞이하겠습니다.
          </p>
          <div className={styles.actions}>
            <Link href="/" className={styles.linkButton} data-variant="primary">
              홈으로
            </Link>
          </div>
        </div>
      </PageBody>
    </>
  );
}
