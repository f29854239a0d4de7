import { openApiPaths, registerEndpoint } from "@api/lib/contract-route";
import { tenantOf } from "@api/plugins/tenant";
import { storefrontEndpoints as endpoints } from "@clinic/shared/contract/storefront-endpoints";
import { storefrontSchemas as schemas } from "@clinic/shared/contract/storefront-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ProductService } from "./service";

// The v2 and /compatibility paths of spec 7 answer the same data as the plain ones.
const VERSIONS = [
  { list: "products", detail: "product", categories: "productCategories" },
  { list: "productsV2", detail: "productV2", categories: "productCategoriesV2" },
  { list: "compatibilityProducts", detail: "compatibilityProduct", categories: "compatibilityCategories" },
] as const;
const CATEGORY_DETAILS = ["productCategoryV2", "compatibilityCategory"] as const;

export const PRODUCT_ROUTES = openApiPaths(
  ...VERSIONS.flatMap((names) => [
    endpoints[names.list],
    endpoints[names.detail],
    endpoints[names.categories],
  ]),
  ...CATEGORY_DETAILS.map((name) => endpoints[name]),
  endpoints.recommendedProducts,
);

const TAGS = ["catalogue"];

export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService }> = async (
  app,
  { products },
) => {
  for (const names of VERSIONS) {
    registerEndpoint(
      app,
      endpoints[names.list],
      schemas[names.list],
      { tags: TAGS, summary: "Published, non-secret products by weight, filtered and paged" },
      async (request) => products.list(tenantOf(request).partnerId, request.query),
    );

    registerEndpoint(
      app,
      endpoints[names.detail],
      schemas[names.detail],
      {
        tags: TAGS,
        summary: "One product; secret ones need isSecret=true and their event, unpublished ones previewToken",
      },
      async (request) => products.detail(tenantOf(request).partnerId, request.params.id, request.query),
    );

    registerEndpoint(
      app,
      endpoints[names.categories],
      schemas[names.categories],
      { tags: TAGS, summary: "Visible product categories by weight (secret ones never), optionally by name" },
      async (request) => products.categories(tenantOf(request).partnerId, request.query),
    );
  }

  for (const name of CATEGORY_DETAILS) {
    registerEndpoint(
      app,
      endpoints[name],
      schemas[name],
      { tags: TAGS, summary: "One visible product category; secret, hidden or unknown ones answer 404" },
      async (request) =>
        products.category(tenantOf(request).partnerId, request.params.id, request.query.languageCode),
    );
  }

  registerEndpoint(
    app,
    endpoints.recommendedProducts,
    schemas.recommendedProducts,
    { tags: TAGS, summary: "Recommended products (published, non-secret) by recommendation weight" },
    async (request) => products.recommended(tenantOf(request).partnerId, request.query.languageCode),
  );
};
