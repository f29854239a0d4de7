// Holds an answer back until the server has acted on it.
import { copyOfChunk } from "./capture.mjs";

/**
 * Collects what Next writes to `res` (status, headers, bytes) without sending any of it; when Next ends the answer,
 * `act` gets it, and only once `act` has finished does the whole answer go out. Used for POST /ops/revalidate: a
 * caller that has read the answer's status must find the clinic's pages already dropped (CI saw a page served
 * from memory right after a 200 that had left before the drop ran).
 * @param {import("node:http").ServerResponse} res
 * @param {(answer: { status: number, rawHeaders: Record<string, unknown>, body: Buffer }) => void} act
 */
export function holdAnswer(res, act) {
  const { writeHead, write, end } = res;
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {unknown[] | null} */
  let head = null;

  const collect = (chunk, encoding) => {
    const buffer = copyOfChunk(chunk, encoding);
    if (buffer !== null) chunks.push(buffer);
  };
  const callbackOf = (...args) => args.find((arg) => typeof arg === "function");

  res.writeHead = function heldHead(...args) {
    head = args;
    return res;
  };
  res.write = function heldWrite(chunk, encoding, callback) {
    collect(chunk, encoding);
    callbackOf(encoding, callback)?.();
    return true;
  };
  res.end = function heldEnd(chunk, encoding, callback) {
    collect(chunk, encoding);
    res.writeHead = writeHead;
    res.write = write;
    res.end = end;
    const status = typeof head?.[0] === "number" ? head[0] : res.statusCode;
    const given = head?.find((arg) => arg !== null && typeof arg === "object" && !Array.isArray(arg)) ?? {};
    const named = Object.entries(given).map(([name, value]) => [name.toLowerCase(), value]);
    const body = Buffer.concat(chunks);
    try {
      act({ status, rawHeaders: { ...res.getHeaders(), ...Object.fromEntries(named) }, body });
    } finally {
      if (head) writeHead.apply(res, head);
      end.call(res, body, callbackOf(encoding, callback));
    }
    return res;
  };
}
