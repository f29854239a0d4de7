import {
  consoleBulkBodySchema,
  consoleBulkResultSchema,
  consoleContentListQuerySchema,
  consoleContentListSchema,
  consoleCreatedSchema,
  consoleDocumentSchema,
  consoleOrderBodySchema,
  consolePreviewTokenSchema,
  consolePublishBodySchema,
  consolePublishResultSchema,
  idParam,
} from "@clinic/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../../lib/http-error";
import {
  CLINIC_BASE,
  clinicAccess,
  clinicIdOf,
  clinicParams,
  mayReach,
  staffOf,
} from "../console-auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "../console-auth/schemas";
import type { ContentEntity } from "./entity";
import type { PreviewTokens } from "./preview";
import type { ContentService } from "./service";

const rowParams = clinicParams.extend({ id: idParam });
const nothing = z.null().describe("Done");
/** What an order answers: every id sent, in order (a request naming any other id is refused whole). */
const orderedIds = z.object({ ids: z.array(z.number().int()) });
const ownerOnlyPurge = () =>
  new HttpError(403, "owners only", "완전 삭제는 병원 대표 계정만 할 수 있습니다.");

type Params = { partnerId: number; id: number };
const idOf = (request: FastifyRequest) => (request.params as Params).id;

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
): Promise<void> {
  const staffAccess = clinicAccess("STAFF");
  for (const entity of content.entities) registerEntity(app, content, entity, staffAccess);

  app.post(
    `${CLINIC_BASE}/preview-token`,
    {
      onRequest: staffAccess,
      schema: {
        tags: CONSOLE_TAGS,
        summary: "A signed token that shows this clinic's drafts on its own site for an hour",
        params: clinicParams,
        response: { 200: consolePreviewTokenSchema, ...consoleErrors },
      },
    },
    async (request) => previews.issue(clinicIdOf(request)),
  );
}

function registerEntity(
  app: FastifyInstance,
  content: ContentService,
  entity: ContentEntity,
  access: ReturnType<typeof clinicAccess>,
) {
  const base = `${CLINIC_BASE}/content/${entity.key}`;
  const doc = (summary: string) => ({ tags: CONSOLE_TAGS, summary: `${entity.label}: ${summary}` });

  app.get(
    base,
    {
      onRequest: access,
      schema: {
        ...doc("list, search and page (trash=true: the trash)"),
        params: clinicParams,
        querystring: consoleContentListQuerySchema,
        response: { 200: consoleContentListSchema, ...consoleErrors },
      },
    },
    (request) =>
      content.list(
        entity,
        clinicIdOf(request),
        request.query as z.output<typeof consoleContentListQuerySchema>,
      ),
  );
  if (entity.create)
    app.post(
      base,
      {
        onRequest: access,
        schema: {
          ...doc("create (hidden on the site until published; the body waits as a draft)"),
          params: clinicParams,
          body: entity.body,
          response: { 201: consoleCreatedSchema, ...consoleErrors },
        },
      },
      async (request, reply) => {
        const created = await content.create(entity, clinicIdOf(request), staffOf(request), request.body);
        return reply.code(201).send(created);
      },
    );
  app.put(
    `${base}/order`,
    {
      onRequest: access,
      schema: {
        ...doc("set the site's order (the ids in order; positions become weights)"),
        params: clinicParams,
        body: consoleOrderBodySchema,
        response: { 200: orderedIds, ...consoleErrors },
      },
    },
    (request) =>
      content.order(entity, clinicIdOf(request), staffOf(request), (request.body as { ids: number[] }).ids),
  );
  app.post(
    `${base}/bulk`,
    {
      onRequest: access,
      schema: {
        ...doc("hide, show, move to the trash, restore or purge several rows; answers the undo"),
        params: clinicParams,
        body: consoleBulkBodySchema,
        response: { 200: consoleBulkResultSchema, ...consoleErrors },
      },
    },
    (request) => {
      const body = request.body as z.output<typeof consoleBulkBodySchema>;
      const staff = staffOf(request);
      if (body.action === "purge" && !mayReach(staff, clinicIdOf(request), "OWNER")) throw ownerOnlyPurge();
      return content.bulk(entity, clinicIdOf(request), staff, body);
    },
  );
  app.get(
    `${base}/:id`,
    {
      onRequest: access,
      schema: {
        ...doc("one row: live fields, draft and schedule"),
        params: rowParams,
        response: { 200: consoleDocumentSchema, ...consoleErrors },
      },
    },
    (request) => content.get(entity, clinicIdOf(request), idOf(request)),
  );
  app.put(
    `${base}/:id/draft`,
    {
      onRequest: access,
      schema: {
        ...doc("save the draft (the site keeps the live version)"),
        params: rowParams,
        body: entity.body,
        response: { 204: nothing, ...consoleErrors },
      },
    },
    async (request, reply) => {
      await content.saveDraft(entity, clinicIdOf(request), staffOf(request), idOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    `${base}/:id/draft`,
    {
      onRequest: access,
      schema: {
        ...doc("discard the draft"),
        params: rowParams,
        response: { 204: nothing, ...consoleErrors },
      },
    },
    async (request, reply) => {
      await content.discardDraft(entity, clinicIdOf(request), staffOf(request), idOf(request));
      return reply.code(204).send(null);
    },
  );
  app.post(
    `${base}/:id/publish`,
    {
      onRequest: access,
      schema: {
        ...doc("publish now, or at `at`"),
        params: rowParams,
        body: consolePublishBodySchema,
        response: { 200: consolePublishResultSchema, ...consoleErrors },
      },
    },
    (request) => {
      const at = (request.body as { at?: string | null } | undefined)?.at;
      return content.publish(
        entity,
        clinicIdOf(request),
        staffOf(request),
        idOf(request),
        at ? new Date(at) : null,
      );
    },
  );
}
