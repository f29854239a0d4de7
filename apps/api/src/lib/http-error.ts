import { type ApiError, errorMessages } from "@clinic/shared";

/** A failure a service or hook wants answered as-is: status, English message, Korean translate. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly translate?: string,
    readonly fields?: ApiError["fields"],
    /** For 429s: seconds until the client may try again (sent as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "HttpError";
  }

  toBody(): ApiError {
    return {
      status: this.status,
      message: this.message,
      ...(this.translate === undefined ? {} : { translate: this.translate }),
      ...(this.fields === undefined ? {} : { fields: this.fields }),
    };
  }
}

export const siteNotFound = () => new HttpError(404, "site not found", errorMessages.siteNotFound);

export const notFound = (message = "not found") => new HttpError(404, message, errorMessages.notFound);

export const databaseUnavailable = () =>
  new HttpError(503, "database unavailable", errorMessages.unavailable);

export const unknownSystemError = () =>
  new HttpError(500, "internal server error", errorMessages.unknownSystemError);

/** 429 with the seconds until the window ends; `translate` says in Korean when to try again. */
export const tooManyRequests = (message: string, translate: string, retryAfterSeconds: number) =>
  new HttpError(429, message, translate, undefined, retryAfterSeconds);
