import type { SiteData } from "@/features/site/load-site";
import { clinicPhone, formatPhone } from "@/ui/format/phone";
import { ChannelChatLoader } from "./channel-chat-loader";

/**
 * The customer chat of the shell: only for a partner with a channelTalkId. Without one nothing renders and no
 * chat script is ever requested (the chat entries are not shown either; see floatingItemsFor).
 */
export function ChatLayer({ partner }: Pick<SiteData, "partner">) {
  const pluginKey = partner.partnerMarketingInfo.channelTalkId?.trim();
  if (!pluginKey) return null;
  return <ChannelChatLoader pluginKey={pluginKey} phone={formatPhone(clinicPhone(partner))} />;
}
