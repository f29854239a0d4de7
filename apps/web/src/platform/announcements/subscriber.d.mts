export const APPLY_ATTEMPTS: number;
export const APPLY_FIRST_RETRY_MS: number;

export interface SubscriberOptions {
  redisUrl: string;
  keyPrefix: string;
  /** This server's own POST /ops/revalidate. */
  revalidateUrl: string;
  /** REVALIDATE_TOKEN. */
  token: string;
  /** Drops the page cache's pages of these clinics; every page for null. */
  dropPages: (sites: string[] | null) => void;
  log?: Pick<Console, "error" | "info" | "warn">;
  attempts?: number;
  firstRetryMs?: number;
}

export function startAnnouncementSubscriber(options: SubscriberOptions): { close(): Promise<void> };
