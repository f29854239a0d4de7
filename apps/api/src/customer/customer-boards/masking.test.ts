import { describe, expect, it } from "vitest";
import { maskAuthorName } from "./masking";

describe("maskAuthorName", () => {
  it.each([
    ["김하늘", "김**"],
    ["홍길", "홍*"],
    ["A", "*"],
    ["", "*"],
    ["Alice Kim", "A********"],
    ["😀하늘", "😀**"],
  ])("masks %s as %s", (name, masked) => {
    expect(maskAuthorName(name)).toBe(masked);
  });
});
