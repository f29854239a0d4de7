import type { FloatingChannel } from "@clinic/shared";

/** Social and contact glyphs (decorative: the link or button around them carries the Korean label). */
export type ChannelIconName = FloatingChannel | "x" | "more" | "close" | "arrowUp" | "calendar" | "link";

const stroke = {
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const paths: Record<ChannelIconName, React.ReactNode> = {
  blog: (
    <>
      <path d="M4 5.5h16v11h-6.5L12 19l-1.5-2.5H4v-11Z" {...stroke} />
      <path d="M9 8v6M9 12.2a2 2 0 1 0 4 0 2 2 0 1 0-4 0" {...stroke} />
      <path d="M15.5 8v6" {...stroke} />
    </>
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.2" cy="6.8" r="1" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" {...stroke} />
      <path d="m10 9.2 5 2.8-5 2.8V9.2Z" fill="currentColor" />
    </>
  ),
  phone: (
    <path
      d="M6.6 3.5h2.6l1.4 4.1-2 1.4a12 12 0 0 0 6.4 6.4l1.4-2 4.1 1.4v2.6a2 2 0 0 1-2.2 2A16.6 16.6 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z"
      {...stroke}
    />
  ),
  kakao: (
    <path
      d="M12 4.5c-4.7 0-8.5 3-8.5 6.6 0 2.3 1.5 4.3 3.8 5.5l-.9 3.4 3.9-2.6c.6.1 1.1.1 1.7.1 4.7 0 8.5-3 8.5-6.6S16.7 4.5 12 4.5Z"
      {...stroke}
    />
  ),
  naverTalk: (
    <>
      <path d="M4 5.5h16v10.5h-8l-4.5 3.5V16H4V5.5Z" {...stroke} />
      <path d="M9 13.2V8.4l4 4.8V8.4" {...stroke} />
    </>
  ),
  channelTalk: (
    <>
      <path d="M20 12a8 8 0 1 1-3.1-6.3L20 4.5l-.7 3.9A8 8 0 0 1 20 12Z" {...stroke} />
      <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" {...stroke} strokeWidth={2.4} />
    </>
  ),
  x: <path d="M4.5 4.5h3.8l11.2 15h-3.8L4.5 4.5ZM19 4.5l-6 6.6M11 12.9l-6 6.6" {...stroke} />,
  more: <path d="M5.5 12h.01M12 12h.01M18.5 12h.01" {...stroke} strokeWidth={3} />,
  close: <path d="M6 6l12 12M18 6 6 18" {...stroke} />,
  arrowUp: <path d="M12 19V5m-6 6 6-6 6 6" {...stroke} />,
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" {...stroke} />
      <path d="M3.5 10h17M8 3v4M16 3v4" {...stroke} />
    </>
  ),
  link: (
    <path
      d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
      {...stroke}
    />
  ),
};

export function ChannelIcon({ name, className }: { name: ChannelIconName; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
