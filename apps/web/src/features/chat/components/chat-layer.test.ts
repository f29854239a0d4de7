import type { PartnerInfo } from "@clinic/shared";
import { describe, expect, it } from "vitest";
import { ChannelChatLoader } from "./channel-chat-loader";
import { ChatLayer } from "./chat-layer";

const partner = (channelTalkId: string | null, partnerTel: string | null = "0212345678") =>
  ({ partnerTel, partnerPhone: null, partnerMarketingInfo: { channelTalkId } }) as unknown as PartnerInfo;

describe("ChatLayer", () => {
  it("renders nothing (so loads nothing) without a channelTalkId", () => {
    expect(ChatLayer({ partner: partner(null) })).toBeNull();
    expect(ChatLayer({ partner: partner("   ") })).toBeNull();
  });

  it("mounts the chat with the trimmed plugin key and the clinic's number as shown", () => {
    const element = ChatLayer({ partner: partner(" demo-haneul-channel ") });
    expect(element?.type).toBe(ChannelChatLoader);
    expect(element?.props).toEqual({ pluginKey: "demo-haneul-channel", phone: "02-1234-5678" });
    expect(ChatLayer({ partner: partner("k", null) })?.props.phone).toBe("1000-1000");
  });
});
