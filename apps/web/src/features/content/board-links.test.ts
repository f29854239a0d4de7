import { describe, expect, it } from "vitest";
import { belongsToBoard, boardListHref, boardPostHref } from "./board-links";

describe("board links", () => {
  it("builds the list and detail paths", () => {
    expect(boardListHref(3)).toBe("/boards/3");
    expect(boardPostHref(3, 41)).toBe("/boards/3/detail/41");
  });

  it("accepts a post only under its own BOARD-area board", () => {
    const post = { boardTypeId: 3, boardType: { id: 3, area: "BOARD" } };
    expect(belongsToBoard(post, 3)).toBe(true);
    expect(belongsToBoard(post, 4)).toBe(false);
    expect(belongsToBoard({ boardTypeId: 5, boardType: { id: 5, area: "CSCENTER" } }, 5)).toBe(false);
  });
});
