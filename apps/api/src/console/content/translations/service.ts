import { recordAudit } from "@api/console/audit/repository";
import { findLanguages } from "@api/console/site/repository";
import { HttpError, notFound } from "@api/lib/http-error";
import { type Database, type Tx, withTenant } from "@clinic/db";
import {
  type ConsoleTranslations,
  missingFields,
  offeredLanguages,
  type Staff,
  TRANSLATION_LANGUAGES,
  type TranslatableEntity,
  type TranslationFieldSpec,
  type TranslationFields,
  type TranslationLanguage,
  translationFieldsOf,
  translationFieldsSchema,
} from "@clinic/shared";
import { sanitizeRichText } from "@clinic/shared/rich-text";
import * as content from "../repository";
import * as repository from "./repository";

const nothingToPublish = () =>
  new HttpError(409, "no translation draft", "게시할 번역 초안이 없습니다. 먼저 저장해 주세요.");
const inTrash = () => new HttpError(409, "in the trash", "휴지통에 있는 항목입니다. 먼저 복원해 주세요.");

/** Checks a draft against the entity's fields: 400 naming each wrong field, in the API's error shape. */
function parseFields(
  entity: TranslatableEntity,
  specs: readonly TranslationFieldSpec[],
  raw: unknown,
): TranslationFields {
  const parsed = translationFieldsSchema(entity, specs).safeParse(raw);
  if (parsed.success) return parsed.data;
  throw new HttpError(
    400,
    "invalid translation",
    "번역 내용을 확인해 주세요.",
    parsed.error.issues.map((issue) => ({
      path: ["fields", ...issue.path.map(String), ...("keys" in issue ? (issue.keys as string[]) : [])].join(
        ".",
      ),
      message: issue.message,
    })),
  );
}

/** Rich text is cleaned as the Korean body is, when it is published (a draft is only ever shown to staff). */
function cleaned(specs: readonly TranslationFieldSpec[], fields: TranslationFields): TranslationFields {
  const out: TranslationFields = {};
  for (const { key, kind } of specs) {
    const value = fields[key];
    if (value) out[key] = kind === "html" ? sanitizeRichText(value) : value;
  }
  return out;
}

export type TranslationService = ReturnType<typeof createTranslationService>;

/**
 * What a translation is of: a console content row (its lifecycle's columns and body) or another of the clinic's
 * rows with texts on the site (a banner). `live` answers the Korean fields and whether the row is in the trash;
 * null when the clinic has no such row.
 */
export interface TranslationSubject {
  key: TranslatableEntity;
  live(
    tx: Tx,
    id: number,
    partnerId: number,
  ): Promise<{ deleted: boolean; fields: Record<string, unknown> } | null>;
}

/** One language of one row, as the writes name it. */
interface Target {
  subject: TranslationSubject;
  partnerId: number;
  id: number;
  language: TranslationLanguage;
}

/**
 * A translation's payload made the published text of its language (publishing, and preview in its rolled-back
 * transaction): rich text cleaned; an emptied one takes the language down, so the Korean row shows.
 */
async function writePublished(
  tx: Tx,
  { subject, partnerId, id, language }: Omit<Target, "subject"> & { subject: { key: TranslatableEntity } },
  specs: readonly TranslationFieldSpec[],
  payload: unknown,
  staffId: number | null,
) {
  const fields = cleaned(specs, parseFields(subject.key, specs, payload));
  const published = Object.keys(fields).length > 0;
  if (published) await repository.upsertPublished(tx, partnerId, subject.key, id, language, fields, staffId);
  else await repository.deletePublished(tx, subject.key, id, language);
  return { fields, published };
}

/**
 * Translations of console-edited content (issue 29, decision 0043): each language of a row is drafted, previewed
 * and published on its own, beside the Korean row it translates. Publishing writes content_translations, whose
 * trigger tells the storefronts; a draft announces nothing.
 */
export function createTranslationService(database: Database) {
  const clinic = <T>(partnerId: number, work: (tx: Tx) => Promise<T>) =>
    withTenant(database.db, partnerId, work, { showDeleted: true });

  /**
   * The row's translatable fields and their live Korean text; 404 when the clinic has no such row, 409 for a write
   * to one in the trash.
   */
  async function liveFields(tx: Tx, { subject, partnerId, id }: Omit<Target, "language">, write: boolean) {
    const found = await subject.live(tx, id, partnerId);
    if (!found) throw notFound(`${subject.key} not found`);
    if (write && found.deleted) throw inTrash();
    return translationFieldsOf(subject.key, found.fields);
  }

  const audit = (tx: Tx, staff: Staff, action: string, { subject, partnerId, id, language }: Target) =>
    recordAudit(tx, partnerId, staff, {
      action: `content.translation-${action}`,
      target: `${subject.key}:${id}`,
      detail: { language },
    });

  return {
    async get(subject: TranslationSubject, partnerId: number, id: number) {
      const { key } = subject;
      return clinic(partnerId, async (tx): Promise<ConsoleTranslations> => {
        const { fields, source } = await liveFields(tx, { subject, partnerId, id }, false);
        const published = new Map(
          (await repository.publishedOf(tx, key, id)).map((row) => [row.language, row]),
        );
        const drafts = new Map(
          (await repository.draftsOf(tx, key, id)).map((row) => [
            repository.parseTranslationDraftKey(row.entity)?.language,
            row.payload as TranslationFields,
          ]),
        );
        return {
          entity: key,
          id,
          fields,
          source,
          offered: offeredLanguages(await findLanguages(tx, partnerId)),
          languages: TRANSLATION_LANGUAGES.map((language) => {
            const publishedRow = published.get(language);
            const draft = drafts.get(language) ?? null;
            const publishedFields = (publishedRow?.fields as TranslationFields | undefined) ?? null;
            return {
              language,
              published: publishedFields,
              publishedAt: publishedRow ? publishedRow.publishedAt.toISOString() : null,
              draft,
              missing: missingFields(source, draft ?? publishedFields),
            };
          }),
        };
      });
    },

    async saveDraft(target: Target, staff: Staff, raw: unknown) {
      const { subject, partnerId, id, language } = target;
      return clinic(partnerId, async (tx) => {
        const fields = parseFields(
          subject.key,
          (await liveFields(tx, { subject, partnerId, id }, true)).fields,
          raw,
        );
        const draftKey = repository.translationDraftKey(subject.key, language);
        await content.saveDraft(tx, partnerId, draftKey, id, fields, staff.id);
        await audit(tx, staff, "draft", target);
      });
    },

    async discardDraft(target: Target, staff: Staff) {
      const { subject, partnerId, id, language } = target;
      return clinic(partnerId, async (tx) => {
        await liveFields(tx, { subject, partnerId, id }, false);
        if (await content.deleteDraft(tx, repository.translationDraftKey(subject.key, language), id))
          await audit(tx, staff, "discard", target);
      });
    },

    /** The draft goes live; an emptied draft takes the language's translation down (the Korean row shows). */
    async publish(target: Target, staff: Staff) {
      const { subject, partnerId, id, language } = target;
      return clinic(partnerId, async (tx) => {
        const live = await liveFields(tx, { subject, partnerId, id }, true);
        const draftKey = repository.translationDraftKey(subject.key, language);
        const [draft] = await content.draftsOf(tx, draftKey, [id]);
        if (!draft) throw nothingToPublish();
        const { fields, published } = await writePublished(tx, target, live.fields, draft.payload, staff.id);
        await content.deleteDraft(tx, draftKey, id);
        await audit(tx, staff, published ? "publish" : "unpublish", target);
        return {
          language,
          published,
          missing: missingFields(live.source, fields),
        };
      });
    },
  };
}

/**
 * In a preview transaction (rolled back): a translation draft as if published. False when the draft key is not a
 * translation's; throws when the draft no longer fits (the caller skips it).
 */
export async function applyTranslationDraft(
  tx: Tx,
  partnerId: number,
  subjects: ReadonlyMap<string, TranslationSubject>,
  draftEntity: string,
  id: number,
  payload: unknown,
): Promise<boolean> {
  const parsed = repository.parseTranslationDraftKey(draftEntity);
  const subject = parsed && subjects.get(parsed.entity);
  if (!parsed || !subject) return false;
  const found = await subject.live(tx, id, partnerId);
  if (!found || found.deleted) return false;
  const { fields } = translationFieldsOf(subject.key, found.fields);
  await writePublished(tx, { subject, partnerId, id, language: parsed.language }, fields, payload, null);
  return true;
}
