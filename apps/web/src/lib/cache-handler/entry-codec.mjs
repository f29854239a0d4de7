// Cached pages carry Buffers (RSC payload, route bodies) and a Map of segment Buffers, which JSON alone loses.
const BUFFER_MARK = "$buffer";
const MAP_MARK = "$map";

/**
 * @param {unknown} entry
 * @returns {string}
 */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    // Buffer#toJSON has already run when the replacer sees the value, so look at the holder's original.
    const original = this[key];
    if (Buffer.isBuffer(original)) return { [BUFFER_MARK]: original.toString("base64") };
    if (original instanceof Uint8Array) return { [BUFFER_MARK]: Buffer.from(original).toString("base64") };
    if (original instanceof Map) return { [MAP_MARK]: [...original.entries()] };
    return value;
  });
}

/**
 * @param {string} text
 * @returns {unknown} the entry, or undefined when the text is not one (a foreign or truncated value: a miss)
 */
export function decodeEntry(text) {
  try {
    return JSON.parse(text, (_key, value) => {
      if (value && typeof value === "object" && !Array.isArray(value)) {
        if (typeof value[BUFFER_MARK] === "string") return Buffer.from(value[BUFFER_MARK], "base64");
        if (Array.isArray(value[MAP_MARK])) return new Map(value[MAP_MARK]);
      }
      return value;
    });
  } catch {
    return undefined;
  }
}
