/**
 * The PortOne (iamport) browser SDK, as far as identity verification uses it. The script comes from the
 * provider's CDN; it defines window.IMP.
 */
export const PORTONE_SCRIPT_URL = "https://cdn.iamport.kr/v1/iamport.js";

export interface PortOneCertificationResponse {
  success: boolean;
  imp_uid?: string;
  merchant_uid?: string;
  error_msg?: string;
}

export interface PortOneSdk {
  init(merchantCode: string): void;
  certification(
    params: { merchant_uid: string; popup?: boolean },
    callback: (response: PortOneCertificationResponse) => void,
  ): void;
}

export const PORTONE_MISSING_MESSAGE = "본인인증 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.";

/** The SDK if its script has loaded. */
export function portOne(): PortOneSdk | null {
  const candidate = (window as unknown as { IMP?: PortOneSdk }).IMP;
  return candidate && typeof candidate.certification === "function" ? candidate : null;
}

/** Runs the provider's verification window; resolves with the imp_uid, or an error message to show. */
export function certifyWithPortOne(
  merchantCode: string,
  merchantUid: string,
): Promise<{ impUid: string } | { error: string }> {
  const sdk = portOne();
  if (!sdk) return Promise.resolve({ error: PORTONE_MISSING_MESSAGE });
  sdk.init(merchantCode);
  return new Promise((resolve) => {
    sdk.certification({ merchant_uid: merchantUid, popup: true }, (response) => {
      if (response.success && response.imp_uid) resolve({ impUid: response.imp_uid });
      else resolve({ error: response.error_msg || "본인인증이 취소되었거나 실패했습니다." });
    });
  });
}
