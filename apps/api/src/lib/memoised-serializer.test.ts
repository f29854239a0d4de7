import { serializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { memoisedSerializerCompiler } from "./memoised-serializer";

const answerSchema = z.object({ name: z.string(), tags: z.array(z.string()) });
const routeSchema = {
  schema: answerSchema,
  method: "GET",
  url: "/answer",
  httpStatus: "200",
} as unknown as Parameters<typeof memoisedSerializerCompiler>[0];

describe("memoised serializer", () => {
  it("writes the same bytes as the app's serializer", () => {
    const plain = serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
    const memoised = memoisedSerializerCompiler(routeSchema);
    const answer = { name: "루미에르", tags: ["a"], extra: "dropped by the schema" };
    expect(memoised(answer)).toBe(plain(answer));
    expect(memoised(Object.freeze(answer))).toBe(plain(answer));
  });

  it("serializes a frozen answer once, a fresh object every time", () => {
    const memoised = memoisedSerializerCompiler(routeSchema);
    let reads = 0;
    const frozen = Object.freeze({
      get name() {
        reads += 1;
        return "a";
      },
      tags: Object.freeze(["b"]),
    });
    const body = memoised(frozen);
    const readsOnce = reads;
    expect(memoised(frozen)).toBe(body);
    expect(reads).toBe(readsOnce);
    const fresh = { name: "a", tags: ["b"] };
    memoised(fresh);
    fresh.name = "changed";
    expect(JSON.parse(memoised(fresh)).name).toBe("changed");
  });
});
