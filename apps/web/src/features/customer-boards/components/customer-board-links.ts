/** Paths and small rules of the customer boards under /cscenter/boards (the CSCENTER area). Pure. */

/** Customer boards are the CSCENTER area; BOARD-area boards have their own pages under /boards. */
export const CUSTOMER_BOARD_AREA = "CSCENTER";

export const customerBoardHref = (boardTypeId: number) => `/cscenter/boards/${boardTypeId}`;
export const customerBoardWriteHref = (boardTypeId: number) => `/cscenter/boards/${boardTypeId}/write`;
export const customerPostHref = (boardTypeId: number, id: number) =>
  `/cscenter/boards/${boardTypeId}/detail/${id}`;

export const isCustomerBoard = (board: { area: string }) => board.area === CUSTOMER_BOARD_AREA;

/** Whether a post may be shown under /cscenter/boards/{boardTypeId}: its own board, a customer board. */
export function belongsToCustomerBoard(
  post: { boardTypeId: number; boardType: { id: number; area: string } },
  boardTypeId: number,
): boolean {
  return (
    post.boardTypeId === boardTypeId && post.boardType.id === boardTypeId && isCustomerBoard(post.boardType)
  );
}

/** The number a list row shows: newest post = total, counting down across pages (1 is the oldest). */
export function postNumber(total: number, page: number, pageSize: number, index: number): number {
  return total - (page - 1) * pageSize - index;
}
