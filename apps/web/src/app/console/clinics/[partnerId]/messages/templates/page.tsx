import type { Metadata } from "next";
import base from "@/console/components/console.module.css";
import { PageHead } from "@/console/components/page-head";
import { consoleGet } from "@/console/lib/api";
import { resetTemplateAction, saveTemplateAction } from "@/console/messages/actions";
import styles from "@/console/messages/components/messages.module.css";
import { MessagesTabs } from "@/console/messages/components/messages-tabs";
import { TemplateBadges, TemplateEditor } from "@/console/messages/components/template-editor";
import { clinicIdFrom } from "@/console/settings/lib/clinic-id";

export const metadata: Metadata = { title: "알림 문구" };

/** The clinic's wording of every message kind (owners): a 403 from the API is this page's 404 for staff. */
export default async function MessageTemplatesPage({ params }: { params: Promise<{ partnerId: string }> }) {
  const partnerId = await clinicIdFrom(params);
  const { templates } = await consoleGet("messageTemplates", { params: { partnerId } });
  return (
    <div className={base.page}>
      <PageHead
        title="알림 문구"
        lead={
          <>
            고객과 직원에게 가는 메시지의 문구입니다. #{"{변수}"}는 보낼 때 예약 내용으로 바뀝니다. 알림톡은
            카카오 검수를 받은 문구와 같아야 하므로, 문구를 바꾸면 템플릿도 다시 검수받으세요.
          </>
        }
      />
      <MessagesTabs partnerId={partnerId} current="messages/templates" manager />
      <section className={base.card} aria-label="메시지 종류별 문구">
        <div className={styles.templates}>
          {templates.map((template) => (
            <details
              className={styles.template}
              key={template.kind}
              data-testid={`template-section-${template.kind}`}
            >
              <summary>
                {template.label} <TemplateBadges template={template} />
              </summary>
              <TemplateEditor
                template={template}
                save={saveTemplateAction.bind(null, partnerId, template.kind)}
                reset={resetTemplateAction.bind(null, partnerId, template.kind)}
              />
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
