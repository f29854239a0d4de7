/**
 * Korean messages shared by API and web so both sides say the same thing. Kept free of zod so browser code can
 * import them (`@clinic/shared/constants`) without the schema library.
 */
export const errorMessages = {
  unknownSystemError: "알 수 없는 시스템 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.",
  sessionExpired: "로그인 세션이 만료되었습니다. 다시 로그인해 주세요.",
  siteNotFound: "존재하지 않는 사이트입니다.",
  notFound: "요청하신 정보를 찾을 수 없습니다.",
  badRequest: "요청 값이 올바르지 않습니다.",
  unavailable: "서비스에 일시적으로 접속할 수 없습니다. 잠시 후 다시 시도해 주세요.",
  tooManyRequests: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
  unauthorized: "인증 정보가 올바르지 않습니다.",
  crossOrigin: "다른 사이트에서 보낸 요청은 처리할 수 없습니다. 이 사이트에서 다시 시도해 주세요.",
} as const;
