import { errorMessages } from "@clinic/shared";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/http-error";

/**
 * JSON bodies, with one allowance over Fastify's default: an empty body sent as application/json (common for POSTs
 * that carry nothing, like logout) counts as no body instead of a 400. Malformed JSON is still a 400 in our shape.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        new HttpError(400, "malformed JSON body", errorMessages.badRequest, [
          { path: "body", message: "JSON 형식이 올바르지 않습니다." },
        ]),
        undefined,
      );
    }
  });
}
