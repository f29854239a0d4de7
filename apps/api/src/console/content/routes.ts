import { clinicAccess, clinicIdOf, mayReach, staffOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { type ContractHandler, registerEndpoint, type ZodApp } from "@api/lib/contract-route";
import { HttpError } from "@api/lib/http-error";
import { consoleEndpoints as endpoints, withContentEntity } from "@clinic/shared/contract/console-endpoints";
import {
  consoleClinicParamsSchema,
  consoleContentBodySchema,
  consoleContentRowParamsSchema,
  consoleRowParamsSchema,
  consoleSchemas as schemas,
} from "@clinic/shared/contract/console-schemas";
import type { EndpointSchemas } from "@clinic/shared/contract/endpoint";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ContentEntity } from "./entity";
import type { PreviewTokens } from "./preview";
import type { ContentService } from "./service";

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
  | "publishContent";

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
  for (const entity of content.entities) registerEntity(app as ZodApp, content, entity, staffAccess);

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

function registerEntity(
  app: ZodApp,
  content: ContentService,
  entity: ContentEntity,
  access: ReturnType<typeof clinicAccess>,
) {
  /**
   * One of the entity's routes: the contract's path with `:entity` filled in, so the router needs no entity
   * parameter (the params are the clinic's, and the row's), and this entity's own body schema.
   */
  const route = (name: ContentRoute, summary: string, handler: ContractHandler<EndpointSchemas>) => {
    const { params, body, ...rest } = schemas[name] as EndpointSchemas;
    const entitySchemas: EndpointSchemas = {
      ...rest,
      params: params === consoleContentRowParamsSchema ? consoleRowParamsSchema : consoleClinicParamsSchema,
      ...(body === consoleContentBodySchema ? { body: entity.body } : body ? { body } : {}),
    };
    registerEndpoint<EndpointSchemas>(
      app,
      withContentEntity(endpoints[name], entity.key),
      entitySchemas,
      { tags: CONSOLE_TAGS, summary: `${entity.label}: ${summary}`, responses: consoleErrors },
      handler,
      { onRequest: access },
    );
  };

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
