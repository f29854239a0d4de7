// Holds an answer back until the server has acted on it.
import type { ServerResponse } from "node:http";
import { copyOfChunk } from "./capture.ts";

/**
 * Collects what Next writes to `res` (status, headers, bytes) without sending any of it; when Next ends the answer,
 * `act` gets it, and only once `act` has finished does the whole answer go out. Used for POST /ops/revalidate: a
 * caller that has read the answer's status must find the clinic's pages already dropped (CI saw a page served
 * from memory right after a 200 that had left before the drop ran).
 */
export function holdAnswer(
  res: ServerResponse,
  act: (answer: { status: number; rawHeaders: Record<string, unknown>; body: Buffer }) => void,
): void {
  const { writeHead, write, end } = res;
  const chunks: Buffer[] = [];
  let head: unknown[] | null = null;

  const collect = (chunk: unknown, encoding: unknown) => {
    const buffer = copyOfChunk(chunk, encoding);
    if (buffer !== null) chunks.push(buffer);
  };
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is () => void => typeof arg === "function");

  res.writeHead = function heldHead(...args: unknown[]) {
    head = args;
    return res;
  } as ServerResponse["writeHead"];
  res.write = function heldWrite(chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    callbackOf(encoding, callback)?.();
    return true;
  } as ServerResponse["write"];
  res.end = function heldEnd(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    const held: unknown[] | null = head;
    const status = typeof held?.[0] === "number" ? held[0] : res.statusCode;
    const given = held?.find((arg) => arg !== null && typeof arg === "object" && !Array.isArray(arg)) ?? {};
    const named = Object.entries(given as Record<string, unknown>).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]);
    const body = Buffer.concat(chunks);
    try {
      act({ status, rawHeaders: { ...res.getHeaders(), ...Object.fromEntries(named) }, body });
    } finally {
      if (held) (writeHead as (...args: unknown[]) => ServerResponse).apply(res, held);
      (end as (body: Buffer, callback?: () => void) => ServerResponse).call(
        res,
        body,
        callbackOf(encoding, callback),
      );
    }
    return res;
  } as ServerResponse["end"];
}
