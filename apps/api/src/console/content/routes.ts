import { clinicAccess, clinicIdOf, mayReach, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { type ContractHandler, registerEndpoint, type ZodApp } from "@api/lib/contract-route";
import { HttpError } from "@api/lib/http-error";
import { translationLanguageSchema } from "@clinic/shared";
import { consoleEndpoints as endpoints, withContentEntity } from "@clinic/shared/contract/console-endpoints";
import {
  consoleClinicParamsSchema,
  consoleContentBodySchema,
  consoleContentRowParamsSchema,
  consoleRowParamsSchema,
  consoleTranslationParamsSchema,
  consoleSchemas as schemas,
} from "@clinic/shared/contract/console-schemas";
import type { EndpointSchemas } from "@clinic/shared/contract/endpoint";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ContentEntity } from "./entity";
import type { PreviewTokens } from "./preview";
import type { ContentService } from "./service";
import type { TranslationService, TranslationSubject } from "./translations/service";
import { translationSubjects } from "./translations/subjects";

/** Translation subjects only owners may edit: the site settings' texts. */
const OWNER_SUBJECTS = new Set(["banners", "popups", "site-texts"]);

const ownerOnlyPurge = () =>
  new HttpError(403, "owners only", "완전 삭제는 병원 대표 계정만 할 수 있습니다.");

type Params = { partnerId: number; id: number };
const idOf = (request: FastifyRequest) => (request.params as Params).id;

type ContentRoute =
  | "contentList"
  | "createContent"
  | "orderContent"
  | "bulkContent"
  | "contentDocument"
  | "saveDraft"
  | "discardDraft"
  | "publishContent"
  | "translations"
  | "saveTranslationDraft"
  | "discardTranslationDraft"
  | "publishTranslation";

/** A translation route's params without `:entity` (filled in per entity): the clinic's, the row's, a language. */
const translationParamsSchema = consoleRowParamsSchema.extend({ language: translationLanguageSchema });
type TranslationParams = z.output<typeof translationParamsSchema>;

/**
 * Console content routes (issue 11): the same eight routes for every entity under
 * /console/clinics/{partnerId}/content/{entity}, validated by that entity's shared schema. Staff may edit; only
 * owners may empty the trash. Declared on the plain instance because the zod type provider cannot resolve an
 * entity's generic body type; validation, serialisation and the OpenAPI document still come from the schemas.
 */
export async function registerContentRoutes(
  app: FastifyInstance,
  content: ContentService,
  previews: PreviewTokens,
  translations: TranslationService,
): Promise<void> {
  const staffAccess = clinicAccess("STAFF");
  for (const entity of content.entities) registerEntity(app as ZodApp, content, entity, staffAccess);
  // Every translation subject, as the preview applies their drafts (issue 29): banners, popups and the site's
  // frame are the site settings' (owners edit them); content and the 비급여 page the staff's.
  const ownerAccess = clinicAccess("OWNER");
  for (const [key, subject] of translationSubjects(content.entities))
    registerTranslations(
      app as ZodApp,
      translations,
      subject,
      OWNER_SUBJECTS.has(key) ? ownerAccess : staffAccess,
    );

  registerEndpoint(
    app as ZodApp,
    endpoints.previewToken,
    schemas.previewToken,
    {
      tags: CONSOLE_TAGS,
      summary: "A signed token that shows this clinic's drafts on its own site for an hour",
      responses: consoleErrors,
    },
    async (request) => previews.issue(clinicIdOf(request)),
    { onRequest: staffAccess },
  );
}

/**
 * One of an entity's routes: the contract's path with `:entity` filled in, so the router needs no entity parameter
 * (the params are the clinic's, the row's, a translation's language), and this entity's own body schema.
 */
function entityRoute(
  app: ZodApp,
  key: string,
  access: ReturnType<typeof clinicAccess>,
  body?: ContentEntity["body"],
) {
  return (name: ContentRoute, summary: string, handler: ContractHandler<EndpointSchemas>) => {
    const { params, body: contractBody, ...rest } = schemas[name] as EndpointSchemas;
    const entityParams =
      params === consoleTranslationParamsSchema
        ? translationParamsSchema
        : params === consoleContentRowParamsSchema
          ? consoleRowParamsSchema
          : consoleClinicParamsSchema;
    const entitySchemas: EndpointSchemas = {
      ...rest,
      params: entityParams,
      ...(contractBody === consoleContentBodySchema && body
        ? { body }
        : contractBody
          ? { body: contractBody }
          : {}),
    };
    registerEndpoint<EndpointSchemas>(
      app,
      withContentEntity(endpoints[name], key),
      entitySchemas,
      { tags: CONSOLE_TAGS, summary: `${key}: ${summary}`, responses: consoleErrors },
      handler,
      { onRequest: access },
    );
  };
}

function registerEntity(
  app: ZodApp,
  content: ContentService,
  entity: ContentEntity,
  access: ReturnType<typeof clinicAccess>,
) {
  const route = entityRoute(app, entity.key, access, entity.body);
  route("contentList", "list, search and page (trash=true: the trash)", (request) =>
    content.list(entity, clinicIdOf(request), request.query as z.output<typeof schemas.contentList.query>),
  );
  if (entity.create)
    route(
      "createContent",
      "create (hidden on the site until published; the body waits as a draft)",
      async (request, reply) => {
        const created = await content.create(entity, clinicIdOf(request), staffOf(request), request.body);
        return reply.code(201).send(created);
      },
    );
  route("orderContent", "set the site's order (the ids in order; positions become weights)", (request) =>
    content.order(entity, clinicIdOf(request), staffOf(request), (request.body as { ids: number[] }).ids),
  );
  route(
    "bulkContent",
    "hide, show, move to the trash, restore or purge several rows; answers the undo",
    (request) => {
      const body = request.body as z.output<typeof schemas.bulkContent.body>;
      const staff = staffOf(request);
      if (body.action === "purge" && !mayReach(staff, clinicIdOf(request), "OWNER")) throw ownerOnlyPurge();
      return content.bulk(entity, clinicIdOf(request), staff, body);
    },
  );
  route("contentDocument", "one row: live fields, draft and schedule", (request) =>
    content.get(entity, clinicIdOf(request), idOf(request)),
  );
  route("saveDraft", "save the draft (the site keeps the live version)", async (request, reply) => {
    await content.saveDraft(entity, clinicIdOf(request), staffOf(request), idOf(request), request.body);
    return reply.code(204).send(null);
  });
  route("discardDraft", "discard the draft", async (request, reply) => {
    await content.discardDraft(entity, clinicIdOf(request), staffOf(request), idOf(request));
    return reply.code(204).send(null);
  });
  route("publishContent", "publish now, or at `at`", (request) => {
    const at = (request.body as { at?: string | null } | undefined)?.at;
    return content.publish(
      entity,
      clinicIdOf(request),
      staffOf(request),
      idOf(request),
      at ? new Date(at) : null,
    );
  });
}

/** Issue 29: each language of a row is drafted, discarded and published on its own (decision 0043). */
function registerTranslations(
  app: ZodApp,
  translations: TranslationService,
  subject: TranslationSubject,
  access: ReturnType<typeof clinicAccess>,
) {
  const route = entityRoute(app, subject.key, access);
  const targetOf = (request: FastifyRequest) => {
    const { id, language } = request.params as TranslationParams;
    return { subject, partnerId: clinicIdOf(request), id, language };
  };
  route("translations", "the row's translatable fields in Korean and in every language", (request) =>
    translations.get(subject, clinicIdOf(request), idOf(request)),
  );
  route(
    "saveTranslationDraft",
    "save one language's draft (the site keeps what is published)",
    async (request, reply) => {
      const body = request.body as { fields: unknown };
      await translations.saveDraft(targetOf(request), staffOf(request), body.fields);
      return reply.code(204).send(null);
    },
  );
  route("discardTranslationDraft", "discard one language's draft", async (request, reply) => {
    await translations.discardDraft(targetOf(request), staffOf(request));
    return reply.code(204).send(null);
  });
  route(
    "publishTranslation",
    "publish one language's draft (an empty one takes the translation down)",
    (request) => translations.publish(targetOf(request), staffOf(request)),
  );
}
