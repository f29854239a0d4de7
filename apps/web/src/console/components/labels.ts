import type { ConsoleClinic } from "@clinic/shared";

export const DEPLOY_STATUS_LABELS: Record<ConsoleClinic["deployStatus"], string> = {
  READY: "오픈 준비",
  LIVE: "운영 중",
  SUSPENDED: "중지됨",
};
