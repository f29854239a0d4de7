import { authMessages, customerPostMessages } from "@clinic/shared";
import { errorMessages } from "@clinic/shared/constants";
import type { KnownFailures } from "./form-messages";

/**
 * The API's Korean refusals the account and customer-board forms can say in another language (issue 29). Only
 * for forms that load the shared schemas anyway: this module brings the schema library with it.
 */
export const ACCOUNT_FAILURES: KnownFailures = {
  [authMessages.notRegistered]: "notRegistered",
  [authMessages.alreadyRegistered]: "alreadyRegistered",
  [authMessages.certificationFailed]: "certificationFailed",
  [authMessages.certificationExpired]: "certificationExpired",
  [authMessages.wrongCode]: "wrongCode",
  [authMessages.codeExpired]: "codeExpired",
  [authMessages.loginRequired]: "loginRequired",
  [errorMessages.tooManyRequests]: "tooMany",
};

export const BOARD_FAILURES: KnownFailures = {
  [customerPostMessages.wrongPassword]: "wrongPassword",
  [customerPostMessages.loginRequired]: "loginRequired",
  [customerPostMessages.deleted]: "deleted",
  [customerPostMessages.answeredNoEdit]: "answeredNoEdit",
  [customerPostMessages.notYours]: "notYours",
  [authMessages.loginRequired]: "loginRequired",
  [errorMessages.tooManyRequests]: "tooMany",
};
