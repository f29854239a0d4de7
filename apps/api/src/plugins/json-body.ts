import { isUtf8 } from "node:buffer";
import { errorMessages } from "@clinic/shared";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/http-error";
import { unstorableTextPath } from "../lib/storable-text";

/**
 * JSON bodies, with one allowance over Fastify's default: an empty body sent as application/json (common for POSTs
 * that carry nothing, like logout) counts as no body instead of a 400. Malformed JSON is still a 400 in our shape,
 * and so is a string the database could not store (NUL, a lone surrogate), with the field named. Bytes that are
 * not UTF-8 are refused before parsing: decoding would turn them into U+FFFD and store text nobody wrote.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body;
    if (!isUtf8(bytes)) {
      done(
        new HttpError(400, "body is not valid UTF-8", errorMessages.badRequest, [
          { path: "body", message: "입력할 수 없는 문자가 포함되어 있습니다." },
        ]),
        undefined,
      );
      return;
    }
    const text = bytes.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      done(
        new HttpError(400, "malformed JSON body", errorMessages.badRequest, [
          { path: "body", message: "JSON 형식이 올바르지 않습니다." },
        ]),
        undefined,
      );
      return;
    }
    const unstorable = unstorableTextPath(parsed);
    if (unstorable !== null) {
      const path = unstorable === "" ? "body" : `body.${unstorable}`;
      done(
        new HttpError(400, "unstorable character in body", errorMessages.badRequest, [
          { path, message: "입력할 수 없는 문자가 포함되어 있습니다." },
        ]),
        undefined,
      );
      return;
    }
    done(null, parsed);
  });
}
