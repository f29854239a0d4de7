import type { Tx } from "@clinic/db";
import { staffRoleLabels } from "@clinic/shared";
import { findClinic } from "./clinic-context";
import { insertMessages } from "./outbox-repository";

/**
 * The console invitation by email, written in the invitation's transaction: the person reads who invited them to
 * which clinic, as what, and the link (valid three days, used once). The platform's words, not a clinic template.
 */
export async function recordInvitation(
  tx: Tx,
  partnerId: number,
  invite: {
    staffId: number;
    email: string;
    name: string;
    role: "OWNER" | "MANAGER" | "STAFF";
    link: string;
    expiresAt: Date;
  },
): Promise<void> {
  const clinic = await findClinic(tx, partnerId);
  const until = new Intl.DateTimeFormat("ko-KR", {
    timeZone: "Asia/Seoul",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(invite.expiresAt);
  const body = [
    `${invite.name}님, ${clinic.name} 홈페이지 콘솔에 ${staffRoleLabels[invite.role]} 권한으로 초대되었습니다.`,
    "",
    "아래 링크에서 비밀번호를 정하면 바로 시작할 수 있습니다.",
    invite.link,
    "",
    `링크는 ${until}까지, 한 번만 쓸 수 있습니다. 초대받은 적이 없다면 이 메일을 지워 주세요.`,
  ].join("\n");
  await insertMessages(tx, [
    {
      partnerId,
      kind: "STAFF_INVITATION",
      audience: "STAFF",
      channel: "EMAIL",
      recipient: invite.email,
      subject: `[${clinic.name}] 홈페이지 콘솔 초대`,
      body,
      dedupeKey: `invitation:${invite.staffId}:${invite.expiresAt.getTime()}`,
    },
  ]);
}
