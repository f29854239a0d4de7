import { changesBetween, recordAudit } from "@api/console/audit/repository";
import { stillUsed } from "@api/console/media/uses";
import { HttpError, notFound } from "@api/lib/http-error";
import { type Database, isNotNull, isNull, type Tx, withoutTenant, withTenant } from "@clinic/db";
import type {
  BulkAction,
  ConsoleBulkResult,
  ConsoleContentList,
  ConsoleDocument,
  consoleBulkBodySchema,
  consoleContentListQuerySchema,
  Staff,
} from "@clinic/shared";
import type { z } from "zod";
import type { ContentEntity } from "./entity";
import * as repository from "./repository";
import { deleteAllOf as deleteTranslationsOf } from "./translations/repository";
import { applyTranslationDraft } from "./translations/service";
import { translationSubjects } from "./translations/subjects";

type ListQuery = z.output<typeof consoleContentListQuerySchema>;
type BulkBody = z.output<typeof consoleBulkBodySchema>;

/** Who the audit log names for a scheduled publication: the draft's last editor, by the publisher. */
const PUBLISHER_EMAIL = "예약 게시";
/** Drafts one publisher pass applies at most (the rest wait for the next pass). */
const DUE_BATCH = 50;

const inTrash = () => new HttpError(409, "in the trash", "휴지통에 있는 항목입니다. 먼저 복원해 주세요.");
const inUse = () =>
  new HttpError(409, "still referenced", "예약이나 다른 콘텐츠가 쓰고 있어 완전히 지울 수 없습니다.");
const notListed = () =>
  new HttpError(404, "ids not in this list", "목록에 없는 항목이 있습니다. 새로고침 후 다시 시도해 주세요.");
/** Korean names of the content fields the audit log shows (keys shared by most entities). */
const CONTENT_FIELD_LABELS: Record<string, string> = {
  name: "이름",
  title: "제목",
  subTitle: "부제목",
  summary: "요약",
  contentHtml: "본문",
  content: "내용",
  thumbnailUrl: "대표 이미지",
  imageUrls: "상세 이미지",
  imageUrl: "이미지",
  photoUrl: "사진",
  categoryId: "카테고리",
  customBadges: "배지",
  tags: "태그",
  isRecommend: "추천",
  isVisible: "공개",
  options: "옵션·가격",
  price: "가격",
  startsAt: "시작일",
  endsAt: "종료일",
  startDate: "시작일",
  endDate: "종료일",
  question: "질문",
  answer: "답변",
  beforeImageUrl: "전 사진",
  afterImageUrl: "후 사진",
  heroImageUrl: "대표 이미지",
  bannerImageUrl: "배너 이미지",
  position: "직책",
  description: "설명",
};
const iso = (value: Date | null) => (value ? value.toISOString() : null);

const UNDO: Partial<Record<BulkAction, BulkAction>> = {
  hide: "show",
  show: "hide",
  delete: "restore",
  restore: "delete",
};

function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === "23503") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export type ContentService = ReturnType<typeof createContentService>;

/**
 * The content lifecycle of every console entity (decision 0020). Reads and writes run as the clinic with the
 * trash visible; each write and its audit entry share one transaction; the database's change triggers tell the
 * storefront's caches of this clinic when live rows change (drafts are not announced: nothing public changed).
 */
export function createContentService(
  database: Database,
  entities: ContentEntity[],
  onPublishFailure: (partnerId: number, entity: string, id: number, error: unknown) => void = () => {},
) {
  const byKey = new Map(entities.map((entity) => [entity.key, entity]));
  const subjects = translationSubjects(entities);
  const clinic = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work, { showDeleted: true });
  const audit = (
    tx: Tx,
    partnerId: number,
    staff: Staff,
    action: string,
    entity: ContentEntity,
    id: number | string,
    detail?: unknown,
  ) =>
    recordAudit(tx, partnerId, staff, { action: `content.${action}`, target: `${entity.key}:${id}`, detail });

  async function requireRow(tx: Tx, entity: ContentEntity, id: number) {
    const row = await repository.rowState(tx, entity.columns, id);
    if (!row) throw notFound(`${entity.key} not found`);
    return row;
  }

  /** The body to publish: the draft, or the live fields made visible when there is no draft. */
  async function bodyToPublish(tx: Tx, entity: ContentEntity, id: number) {
    const [draft] = await repository.draftsOf(tx, entity.key, [id]);
    if (draft) return entity.body.parse(draft.payload);
    const live = await entity.read(tx, id);
    return entity.body.parse({ ...live, isVisible: true });
  }

  /** One due draft in its clinic's transaction; 1 when published, 0 when another instance took it or it moved. */
  function publishOneDue(partnerId: number, entity: ContentEntity, id: number, now: Date): Promise<number> {
    return withTenant(
      database.db,
      partnerId,
      async (tx) => {
        const draft = await repository.takeDueDraft(tx, entity.key, id, now);
        const row = draft && (await repository.rowState(tx, entity.columns, id));
        if (!draft || !row) return 0;
        if (row.deletedAt) {
          // A scheduled row moved to the trash stays there: its schedule ends, its draft stays.
          await repository.setDraftPublishAt(tx, entity.key, id, null);
          return 0;
        }
        await entity.apply(tx, partnerId, id, entity.body.parse(draft.payload));
        await repository.deleteDraft(tx, entity.key, id);
        await recordAudit(
          tx,
          partnerId,
          { id: draft.updatedBy, email: PUBLISHER_EMAIL },
          { action: "content.scheduled-publish", target: `${entity.key}:${id}` },
        );
        return 1;
      },
      { showDeleted: true },
    );
  }

  async function publishNow(tx: Tx, partnerId: number, entity: ContentEntity, id: number) {
    const body = await bodyToPublish(tx, entity, id);
    await entity.apply(tx, partnerId, id, body);
    await repository.deleteDraft(tx, entity.key, id);
  }

  return {
    entities,

    async list(entity: ContentEntity, partnerId: number, query: ListQuery): Promise<ConsoleContentList> {
      return clinic(partnerId, async (tx) => {
        const filter = { q: query.q, trash: query.trash ?? false, page: query.page, size: query.size };
        const { rows, total } = await repository.listRows(tx, entity.columns, filter);
        const drafts = new Map(
          (
            await repository.draftsOf(
              tx,
              entity.key,
              rows.map((row) => row.id),
            )
          ).map((draft) => [draft.entityId, draft]),
        );
        return {
          rows: rows.map((row) => ({
            id: row.id,
            title: row.title,
            subtitle: row.subtitle,
            thumbnailUrl: row.thumbnail,
            isVisible: row.visible,
            weight: row.weight,
            hasDraft: drafts.has(row.id),
            publishAt: iso(drafts.get(row.id)?.publishAt ?? null),
            deletedAt: iso(row.deletedAt),
          })),
          total,
          page: filter.page,
          size: filter.size,
          ordered: entity.columns.weight !== undefined,
        };
      });
    },

    async get(entity: ContentEntity, partnerId: number, id: number): Promise<ConsoleDocument> {
      return clinic(partnerId, async (tx) => {
        const row = await requireRow(tx, entity, id);
        const live = await entity.read(tx, id);
        if (!live) throw notFound(`${entity.key} not found`);
        const [draft] = await repository.draftsOf(tx, entity.key, [id]);
        return {
          id,
          live,
          draft: (draft?.payload as Record<string, unknown> | undefined) ?? null,
          publishAt: iso(draft?.publishAt ?? null),
          isVisible: row.visible,
          deletedAt: iso(row.deletedAt),
          previewPath: entity.previewPath(
            id,
            draft?.payload ? (draft.payload as Record<string, unknown>) : live,
          ),
        };
      });
    },

    /** A new row stays hidden on the storefront; its body waits as a draft until published. */
    async create(
      entity: ContentEntity,
      partnerId: number,
      staff: Staff,
      body: unknown,
    ): Promise<{ id: number }> {
      return clinic(partnerId, async (tx) => {
        if (!entity.create)
          throw new HttpError(405, "not creatable", "이 항목은 관리 화면에서 새로 만들 수 없습니다.");
        await entity.check?.(tx, body);
        const id = await entity.create(tx, partnerId, body);
        await repository.saveDraft(tx, partnerId, entity.key, id, body, staff.id);
        await audit(tx, partnerId, staff, "create", entity, id);
        return { id };
      });
    },

    async saveDraft(entity: ContentEntity, partnerId: number, staff: Staff, id: number, body: unknown) {
      return clinic(partnerId, async (tx) => {
        const row = await requireRow(tx, entity, id);
        if (row.deletedAt) throw inTrash();
        await entity.check?.(tx, body);
        await repository.saveDraft(tx, partnerId, entity.key, id, body, staff.id);
        await audit(tx, partnerId, staff, "draft", entity, id);
      });
    },

    async discardDraft(entity: ContentEntity, partnerId: number, staff: Staff, id: number) {
      return clinic(partnerId, async (tx) => {
        await requireRow(tx, entity, id);
        // Discarding twice (a second click, a retry) is not a second change: only a real discard is audited.
        if (await repository.deleteDraft(tx, entity.key, id))
          await audit(tx, partnerId, staff, "discard", entity, id);
      });
    },

    /** Publishes now, or sets the draft to publish itself at `at` (a time already past publishes now). */
    async publish(entity: ContentEntity, partnerId: number, staff: Staff, id: number, at: Date | null) {
      return clinic(partnerId, async (tx) => {
        const row = await requireRow(tx, entity, id);
        if (row.deletedAt) throw inTrash();
        if (at && at.getTime() > Date.now()) {
          const [draft] = await repository.draftsOf(tx, entity.key, [id]);
          if (!draft) {
            const body = await bodyToPublish(tx, entity, id);
            await repository.saveDraft(tx, partnerId, entity.key, id, body, staff.id);
          }
          await repository.setDraftPublishAt(tx, entity.key, id, at);
          await audit(tx, partnerId, staff, "schedule", entity, id, { at: at.toISOString() });
          return { published: false, publishAt: at.toISOString() };
        }
        const before = await entity.read(tx, id);
        await publishNow(tx, partnerId, entity, id);
        const after = await entity.read(tx, id);
        const changes = after ? changesBetween(before, after, CONTENT_FIELD_LABELS) : [];
        await audit(
          tx,
          partnerId,
          staff,
          "publish",
          entity,
          id,
          changes.length > 0 ? { changes } : undefined,
        );
        return { published: true, publishAt: null };
      });
    },

    async order(entity: ContentEntity, partnerId: number, staff: Staff, ids: number[]) {
      if (!entity.columns.weight)
        throw new HttpError(400, "not ordered", "이 목록은 순서를 바꿀 수 없습니다.");
      return clinic(partnerId, async (tx) => {
        const changed = await repository.setOrder(tx, entity.columns, ids);
        // An id that is not a live row of this clinic (another clinic's, in the trash, made up) means the
        // console's list is stale: refuse the whole order, so throwing here rolls back the weights already set.
        if (changed.length !== ids.length) throw notListed();
        await audit(tx, partnerId, staff, "order", entity, "*", { ids: changed });
        return { ids: changed };
      });
    },

    async bulk(
      entity: ContentEntity,
      partnerId: number,
      staff: Staff,
      { action, ids, unlink }: BulkBody,
    ): Promise<ConsoleBulkResult> {
      const c = entity.columns;
      return clinic(partnerId, async (tx) => {
        let changed: number[];
        let unlinked: unknown;
        switch (action) {
          case "hide":
          case "show":
            changed = await repository.updateRows(
              tx,
              c,
              ids,
              { visible: action === "show" },
              isNull(c.deletedAt),
            );
            await repository.setDraftVisibility(tx, entity.key, changed, action === "show");
            break;
          case "delete": {
            // A treatment other places link to: refused with the places, or deleted with its links removed.
            const uses = (await entity.linkedFrom?.(tx, partnerId, ids)) ?? [];
            if (uses.length > 0 && !unlink)
              throw stillUsed(
                entity.key,
                uses,
                "에서 이 항목으로 연결됩니다.",
                "삭제하면 이 연결이 함께 해제됩니다. 확인 후 다시 삭제해 주세요.",
              );
            changed = await repository.updateRows(tx, c, ids, { deletedAt: new Date() }, isNull(c.deletedAt));
            if (uses.length > 0 && changed.length > 0)
              unlinked = await entity.unlink?.(tx, partnerId, changed);
            break;
          }
          case "restore":
            changed = await repository.updateRows(tx, c, ids, { deletedAt: null }, isNotNull(c.deletedAt));
            break;
          case "purge":
            await entity.beforePurge?.(tx, ids);
            try {
              changed = await tx.transaction((inner) => repository.purgeRows(inner as unknown as Tx, c, ids));
            } catch (error) {
              if (isForeignKeyViolation(error)) throw inUse();
              throw error;
            }
            for (const id of changed) await repository.deleteDraft(tx, entity.key, id);
            await deleteTranslationsOf(tx, entity.key, changed);
            break;
        }
        if (changed.length > 0)
          await audit(
            tx,
            partnerId,
            staff,
            action,
            entity,
            changed.join(","),
            unlinked ? { unlinked } : undefined,
          );
        const undo = UNDO[action];
        return {
          action,
          ids: changed,
          undo: undo && changed.length > 0 ? { action: undo, ids: changed } : null,
        };
      });
    },

    /**
     * Publishes every draft whose time has come, each in its own clinic's transaction; a draft another API
     * instance is publishing is skipped (row lock). Answers how many were published.
     */
    async publishDue(now = new Date()): Promise<number> {
      const due = await withoutTenant(database.db, (tx) => repository.dueDrafts(tx, now, DUE_BATCH));
      let published = 0;
      for (const { partner_id: partnerId, entity: key, entity_id: id } of due) {
        const entity = byKey.get(key);
        if (!entity) continue;
        try {
          published += await publishOneDue(partnerId, entity, id, now);
        } catch (error) {
          // A draft that cannot be applied any more (its board was purged, say) must not stop every later pass
          // for every clinic: its schedule ends, the draft stays for someone to fix, and the failure is reported.
          await withTenant(database.db, partnerId, (tx) => repository.setDraftPublishAt(tx, key, id, null));
          onPublishFailure(partnerId, key, id, error);
        }
      }
      return published;
    },

    /**
     * Announces what the clock alone changed since `since` (a popup's window opening or closing; null: the last
     * hour), so the storefront's caches, which keep content until a change is announced, drop it (decision 0049).
     * Answers the database's time the look reached, to pass as `since` next time.
     */
    async announceClockChanges(since: Date | null): Promise<Date> {
      return withoutTenant(database.db, (tx) => repository.announcePopupWindows(tx, since));
    },

    /**
     * Applies every draft of the clinic in `tx` (a preview transaction that is rolled back). A draft that no
     * longer fits its entity (a deleted category, say) is skipped in its own savepoint, so one stale draft never
     * breaks the preview of the others.
     */
    async applyAllDrafts(tx: Tx, partnerId: number): Promise<void> {
      for (const draft of await repository.allDrafts(tx)) {
        // A translation's draft (`products@en`) shows as its language's published text (decision 0043).
        if (draft.entity.includes("@")) {
          await tx
            .transaction((inner) =>
              applyTranslationDraft(
                inner as unknown as Tx,
                partnerId,
                subjects,
                draft.entity,
                draft.entityId,
                draft.payload,
              ),
            )
            .catch(() => undefined);
          continue;
        }
        const entity = byKey.get(draft.entity);
        const parsed = entity?.body.safeParse(draft.payload);
        if (!entity || !parsed?.success) continue;
        await tx
          .transaction((inner) =>
            entity.apply(inner as unknown as Tx, partnerId, draft.entityId, parsed.data),
          )
          .catch(() => undefined);
      }
    },
  };
}
