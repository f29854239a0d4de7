import { EmptyState } from "@/features/content/components/empty-state";
import { Link } from "@/ui/status/intent-link";
import styles from "./after-notices.module.css";
import { CONTACT_PATH } from "./cscenter-links";

/** No ids in the link, or none of them is a notice of this clinic: say so kindly and offer a way to ask. */
export function AfterNoticesEmpty() {
  return (
    <EmptyState title="표시할 주의사항이 없습니다.">
      <p>받으신 링크가 맞는지 확인해 주세요. 궁금한 점은 병원으로 문의해 주시면 안내해 드립니다.</p>
      <p>
        <Link href={CONTACT_PATH} className={styles.emptyLink}>
          문의하기
        </Link>
      </p>
    </EmptyState>
  );
}
