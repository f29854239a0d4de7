"use client";

import {
  type BulkAction,
  CONTENT_UNDO_SECONDS,
  type ConsoleContentRow,
  type ContentUse,
} from "@clinic/shared";
import { toggled } from "@clinic/shared/sets";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Badge } from "@/console/components/badge";
import base from "@/console/components/console.module.css";
import { UseList } from "@/console/media/components/use-list";
import { bulkContentAction, orderContentAction, productUsesAction } from "../actions";
import { seoulDateTime } from "../lib/format";
import { dropRow, moveRow, rowToTop } from "../lib/row-order";
import styles from "./content-table.module.css";
import { type Undo, UndoToast } from "./undo-toast";

interface ContentTableProps {
  partnerId: number;
  entity: string;
  title: string;
  rows: ConsoleContentRow[];
  trash: boolean;
  orderable: boolean;
  canPurge: boolean;
  /** The list's address; a row's editor is `${editHref}/${id}`. */
  editHref: string;
}

const DONE: Record<BulkAction, string> = {
  hide: "숨겼습니다.",
  show: "홈페이지에 표시합니다.",
  delete: "휴지통으로 옮겼습니다.",
  restore: "복원했습니다.",
  purge: "완전히 지웠습니다.",
};

export function ContentTable({
  partnerId,
  entity,
  title,
  rows,
  trash,
  orderable,
  canPurge,
  editHref,
}: ContentTableProps) {
  const router = useRouter();
  const [order, setOrder] = useState(rows.map((row) => row.id));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [undo, setUndo] = useState<Undo | null>(null);
  const [confirmPurge, setConfirmPurge] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [pending, startTransition] = useTransition();
  const byId = new Map(rows.map((row) => [row.id, row]));
  /** A delete of treatments that other places link to, waiting for the owner's confirmation. */
  const [linked, setLinked] = useState<{
    ids: number[];
    uses: (ContentUse & { productId: number })[];
  } | null>(null);
  const warning = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (linked) warning.current?.showModal();
    else warning.current?.close();
  }, [linked]);

  // A new list from the server (after a refresh) replaces the local order and selection.
  useEffect(() => {
    setOrder(rows.map((row) => row.id));
    setSelected((current) => new Set([...current].filter((id) => rows.some((row) => row.id === id))));
  }, [rows]);

  /** Treatments are checked first: a delete that would leave links to a missing page asks before it happens. */
  function remove(ids: number[]) {
    if (entity !== "products") {
      runBulk("delete", ids);
      return;
    }
    startTransition(async () => {
      const found = await productUsesAction(partnerId, ids);
      if (!found.ok) {
        setMessage({ text: found.message, error: true });
        return;
      }
      if (found.uses.length > 0) setLinked({ ids, uses: found.uses });
      else runBulk("delete", ids);
    });
  }

  function runBulk(action: BulkAction, ids: number[], offerUndo = true, unlink = false) {
    startTransition(async () => {
      const answer = await bulkContentAction(partnerId, entity, action, ids, unlink);
      if (!answer.ok) {
        setMessage({ text: answer.message, error: true });
        setLinked(null);
        return;
      }
      const count = answer.result.ids.length;
      setMessage({ text: count > 0 ? `${count}개를 ${DONE[action]}` : "바뀐 항목이 없습니다." });
      setUndo(
        offerUndo && answer.result.undo
          ? { ...answer.result.undo, until: Date.now() + CONTENT_UNDO_SECONDS * 1000 }
          : null,
      );
      setSelected(new Set());
      setConfirmPurge(false);
      if (unlink) setMessage({ text: `${count}개를 ${DONE[action]} 연결된 곳의 링크도 해제했습니다.` });
      setLinked(null);
      router.refresh();
    });
  }

  function saveOrder(next: number[]) {
    setOrder(next);
    startTransition(async () => {
      const answer = await orderContentAction(partnerId, entity, next);
      setMessage({ text: answer.message, error: !answer.ok });
      router.refresh();
    });
  }

  const toggle = (id: number) => setSelected((current) => toggled(current, id));
  const chosen = [...selected];
  const allSelected = rows.length > 0 && selected.size === rows.length;

  return (
    <section className={base.card} aria-label={`${title} 목록`}>
      <fieldset className={styles.bulk} aria-label="선택한 항목">
        <span className={base.muted}>
          {selected.size > 0 ? `${selected.size}개 선택` : "항목을 선택하세요"}
        </span>
        {trash ? (
          <>
            <button
              className={styles.small}
              type="button"
              disabled={!chosen.length || pending}
              onClick={() => runBulk("restore", chosen)}
            >
              복원
            </button>
            {canPurge ? (
              confirmPurge ? (
                <button
                  className={base.danger}
                  type="button"
                  disabled={pending}
                  onClick={() => runBulk("purge", chosen, false)}
                >
                  {`${chosen.length}개를 완전히 지우기 (되돌릴 수 없음)`}
                </button>
              ) : (
                <button
                  className={styles.small}
                  type="button"
                  disabled={!chosen.length || pending}
                  onClick={() => setConfirmPurge(true)}
                >
                  완전 삭제…
                </button>
              )
            ) : null}
          </>
        ) : (
          <>
            <button
              className={styles.small}
              type="button"
              disabled={!chosen.length || pending}
              onClick={() => runBulk("show", chosen)}
            >
              표시
            </button>
            <button
              className={styles.small}
              type="button"
              disabled={!chosen.length || pending}
              onClick={() => runBulk("hide", chosen)}
            >
              숨기기
            </button>
            <button
              className={styles.small}
              type="button"
              disabled={!chosen.length || pending}
              onClick={() => remove(chosen)}
            >
              휴지통으로
            </button>
          </>
        )}
      </fieldset>
      <dialog
        ref={warning}
        className={base.dialog}
        aria-labelledby="linked-title"
        onClose={() => setLinked(null)}
      >
        <h2 id="linked-title">다른 곳에서 이 시술로 연결됩니다</h2>
        <p>
          삭제하면 아래 {linked?.uses.length ?? 0}곳의 링크가 방문자를 없는 페이지로 보냅니다. 삭제와 함께
          링크를 해제합니다: 배너·팝업·버튼은 남고 링크만 지워지며, 이 시술을 가리키는 메뉴 항목은 메뉴에서
          빠집니다.
        </p>
        {linked ? <UseList partnerId={partnerId} uses={linked.uses} /> : null}
        <div className={styles.warningActions}>
          <button className={base.secondary} type="button" onClick={() => setLinked(null)}>
            취소
          </button>
          <button
            className={base.danger}
            type="button"
            disabled={pending}
            onClick={() => linked && runBulk("delete", linked.ids, true, true)}
          >
            {pending ? "삭제 중…" : "링크 해제하고 휴지통으로"}
          </button>
        </div>
      </dialog>
      {message ? (
        <p className={message.error ? base.alert : base.notice} role={message.error ? "alert" : "status"}>
          {message.text}
        </p>
      ) : null}
      {undo ? (
        <UndoToast
          undo={undo}
          pending={pending}
          onUndo={(u) => runBulk(u.action, u.ids, false)}
          onExpire={() => setUndo(null)}
        />
      ) : null}
      {rows.length === 0 ? (
        <p className={base.muted}>{trash ? "휴지통이 비어 있습니다." : "아직 없습니다."}</p>
      ) : (
        <table className={base.table}>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="모두 선택"
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)))}
                />
              </th>
              {orderable ? <th scope="col">순서</th> : null}
              <th scope="col">이미지</th>
              <th scope="col">제목</th>
              <th scope="col">상태</th>
            </tr>
          </thead>
          <tbody>
            {order.map((id, index) => {
              const row = byId.get(id);
              if (!row) return null;
              return (
                <tr
                  key={row.id}
                  className={styles.row}
                  data-testid="content-row"
                  data-dragging={dragging === row.id}
                  data-over={over === row.id && dragging !== row.id}
                  draggable={orderable}
                  onDragStart={() => setDragging(row.id)}
                  onDragEnd={() => {
                    setDragging(null);
                    setOver(null);
                  }}
                  onDragOver={(event) => {
                    if (dragging === null) return;
                    event.preventDefault();
                    setOver(row.id);
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragging !== null) saveOrder(dropRow(order, dragging, row.id));
                    setDragging(null);
                    setOver(null);
                  }}
                >
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${row.title} 선택`}
                      checked={selected.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                  {orderable ? (
                    <td>
                      <span className={styles.handle}>
                        <button
                          className={styles.small}
                          type="button"
                          aria-label={`${row.title} 맨 위로`}
                          disabled={index === 0 || pending}
                          onClick={() => saveOrder(rowToTop(order, row.id))}
                        >
                          ⤒
                        </button>
                        <button
                          className={styles.small}
                          type="button"
                          aria-label={`${row.title} 위로`}
                          disabled={index === 0 || pending}
                          onClick={() => saveOrder(moveRow(order, row.id, -1))}
                        >
                          ↑
                        </button>
                        <button
                          className={styles.small}
                          type="button"
                          aria-label={`${row.title} 아래로`}
                          disabled={index === order.length - 1 || pending}
                          onClick={() => saveOrder(moveRow(order, row.id, 1))}
                        >
                          ↓
                        </button>
                      </span>
                    </td>
                  ) : null}
                  <td>
                    {row.thumbnailUrl ? (
                      // biome-ignore lint/performance/noImgElement: any stored address, shown as it is; images.unoptimized
                      <img className={styles.thumb} src={row.thumbnailUrl} alt="" loading="lazy" />
                    ) : null}
                  </td>
                  <td>
                    <span className={styles.titleCell}>
                      {trash ? (
                        <span>{row.title}</span>
                      ) : (
                        <Link href={`${editHref}/${row.id}`}>{row.title}</Link>
                      )}
                      {row.subtitle ? <span className={base.muted}>{row.subtitle}</span> : null}
                    </span>
                  </td>
                  <td>
                    <span className={styles.badges}>
                      {trash && row.deletedAt ? (
                        <Badge>{`삭제 ${seoulDateTime(row.deletedAt)}`}</Badge>
                      ) : null}
                      <Badge tone={row.isVisible ? "positive" : "neutral"}>
                        {row.isVisible ? "게시 중" : "숨김"}
                      </Badge>
                      {row.hasDraft ? <Badge tone="info">임시저장</Badge> : null}
                      {row.publishAt ? (
                        <Badge tone="info">{`예약 ${seoulDateTime(row.publishAt)}`}</Badge>
                      ) : null}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
