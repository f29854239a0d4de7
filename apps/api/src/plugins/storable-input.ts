import { errorMessages } from "@clinic/shared";
import type { FastifyInstance } from "fastify";
import { HttpError } from "../lib/http-error";
import { malformedQueryName } from "../lib/percent-encoding";
import { unstorableTextPath } from "../lib/storable-text";

/**
 * Query strings and path parameters get the check JSON bodies get on arrival (json-body.ts): a NUL ("%00") or a
 * lone surrogate reaching a text comparison in PostgreSQL is a 500, and a schema that forgets to refuse it must
 * not be able to cause one. Runs before validation, so every route is covered, including ones added later.
 * Path parameters count only where the route declares them: the static media route matches any file name and
 * answers an impossible one with its own 404.
 */
export function registerStorableInput(app: FastifyInstance): void {
  // Fastify refuses a malformed escape in the path itself (frameworkErrors), but its query parser keeps a
  // malformed one ("%E0%A4%A") as literal text: a search would then look for a string nobody typed.
  app.addHook("onRequest", async (request) => {
    const name = malformedQueryName(request.url);
    if (name === null) return;
    throw new HttpError(400, "malformed percent-encoding in query", errorMessages.badRequest, [
      { path: name === "" ? "query" : `query.${name}`, message: "주소의 형식이 올바르지 않습니다." },
    ]);
  });
  app.addHook("preValidation", async (request) => {
    const declaresParams = request.routeOptions.schema?.params !== undefined;
    for (const [part, value] of [
      ["query", request.query],
      ["params", declaresParams ? request.params : undefined],
    ] as const) {
      const unstorable = unstorableTextPath(value);
      if (unstorable === null) continue;
      const path = unstorable === "" ? part : `${part}.${unstorable}`;
      throw new HttpError(400, `unstorable character in ${part}`, errorMessages.badRequest, [
        { path, message: "입력할 수 없는 문자가 포함되어 있습니다." },
      ]);
    }
  });
}
