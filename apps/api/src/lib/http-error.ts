import { type ApiError, errorMessages } from "@clinic/shared";

/** A failure a service or hook wants answered as-is: status, English message, Korean translate. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly translate?: string,
    readonly fields?: ApiError["fields"],
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
