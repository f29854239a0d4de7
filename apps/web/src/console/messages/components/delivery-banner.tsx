import type { MessageDelivery } from "@clinic/shared";
import styles from "./messages.module.css";

/**
 * Says plainly when nothing really leaves: the demo (or a server without a text provider or SMTP) writes every
 * message to a file on the server instead, and staff must not tell a patient "we texted you".
 */
export function DeliveryBanner({ delivery }: { delivery: MessageDelivery }) {
  const local = [
    delivery.text === "local" ? "알림톡·문자" : null,
    delivery.email === "local" ? "이메일" : null,
  ].filter(Boolean);
  if (local.length === 0) return null;
  return (
    <div className={styles.banner} role="note" data-testid="delivery-banner">
      <strong>데모 발송함: 실제로 보내지 않고 서버의 로컬 발송함($DATA_DIR/outbox)에 기록합니다.</strong>
      {local.length < 2 ? `${local.join("")}만 해당합니다. ` : ""}
      실제 발송에는 서버에 발송 업체(알림톡·문자)와 메일 서버 설정이 필요합니다.
    </div>
  );
}
