import { describe, expect, it } from "vitest";
import {
  belongsToCustomerBoard,
  customerBoardHref,
  customerBoardWriteHref,
  customerPostHref,
  postNumber,
} from "./customer-board-links";

const post = (boardTypeId: number, area: string, ownId = boardTypeId) => ({
  boardTypeId,
  boardType: { id: ownId, area },
});

describe("customer board links", () => {
  it("builds the /cscenter/boards paths", () => {
    expect(customerBoardHref(7)).toBe("/cscenter/boards/7");
    expect(customerBoardWriteHref(7)).toBe("/cscenter/boards/7/write");
    expect(customerPostHref(7, 41)).toBe("/cscenter/boards/7/detail/41");
  });

  it("serves a post only under its own customer board", () => {
    expect(belongsToCustomerBoard(post(7, "CSCENTER"), 7)).toBe(true);
    expect(belongsToCustomerBoard(post(7, "CSCENTER"), 8)).toBe(false);
    expect(belongsToCustomerBoard(post(7, "BOARD"), 7)).toBe(false);
    expect(belongsToCustomerBoard(post(7, "CSCENTER", 9), 7)).toBe(false);
  });

  it("numbers rows from the newest post down across pages", () => {
    expect(postNumber(23, 1, 10, 0)).toBe(23);
    expect(postNumber(23, 1, 10, 9)).toBe(14);
    expect(postNumber(23, 3, 10, 0)).toBe(3);
    expect(postNumber(23, 3, 10, 2)).toBe(1);
  });
});
