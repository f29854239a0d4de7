/** Paths of the /boards pages (the BOARD area; customer-centre boards live under /cscenter). Pure. */

export const BOARD_AREA = "BOARD";

export const boardListHref = (boardTypeId: number) => `/boards/${boardTypeId}`;
export const boardPostHref = (boardTypeId: number, id: number) => `/boards/${boardTypeId}/detail/${id}`;

/** Whether a post may be shown under /boards/{boardTypeId}: its own board, and a board of the BOARD area. */
export function belongsToBoard(
  post: { boardTypeId: number; boardType: { id: number; area: string } },
  boardTypeId: number,
): boolean {
  return (
    post.boardTypeId === boardTypeId &&
    post.boardType.id === boardTypeId &&
    post.boardType.area === BOARD_AREA
  );
}
