import type { FastifySchema, FastifySerializerCompiler } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";

/**
 * The app's response serializer, remembering the body it wrote for each answer object. Answers held by the
 * public answer cache are the same (frozen) object on every call, so the schema check and JSON encoding (the
 * larger part of a cached call's time) run once per cached answer; fresh objects are serialized as usual, and
 * the bytes are the ones the plain serializer writes.
 */
export const memoisedSerializerCompiler: FastifySerializerCompiler<FastifySchema> = (routeSchema) => {
  const serialize = serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== "object" || data === null || !Object.isFrozen(data)) return serialize(data);
    let body = written.get(data);
    if (body === undefined) {
      body = serialize(data);
      written.set(data, body);
    }
    return body;
  };
};
