import { MEDIA_MAX_BYTES } from "@clinic/shared";

/** What the library page says after an upload (`?upload=<key>`); the keys come from upload/route.ts. */
export const uploadOutcome = {
  ok: { ok: true, message: "이미지를 올렸습니다." },
  empty: { ok: false, message: "올릴 이미지 파일을 선택해 주세요." },
  "too-large": {
    ok: false,
    message: `파일이 너무 큽니다. 이미지는 ${MEDIA_MAX_BYTES / 1024 / 1024}MB 이하만 올릴 수 있습니다.`,
  },
  type: { ok: false, message: "JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다." },
  forbidden: { ok: false, message: "이 병원에 이미지를 올릴 권한이 없습니다." },
  unavailable: { ok: false, message: "서버에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요." },
  failed: { ok: false, message: "이미지를 올리지 못했습니다. 다시 시도해 주세요." },
} as const satisfies Record<string, { ok: boolean; message: string }>;

export function outcomeOf(key: string | string[] | undefined) {
  return typeof key === "string" && key in uploadOutcome
    ? uploadOutcome[key as keyof typeof uploadOutcome]
    : null;
}
