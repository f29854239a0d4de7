import {
  idParam,
  productCategoryListSchema,
  productCategoryQuerySchema,
  productCategorySchema,
  productDetailQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productPageSchema,
  recommendedProductListSchema,
} from "@clinic/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, tenantHeadersSchema } from "../../lib/route-schemas";
import { tenantOf } from "../../plugins/tenant";
import type { ProductService } from "./service";

// The v2 and /compatibility paths of spec 7 answer the same data as the plain ones.
const PREFIXES = ["", "/v2", "/compatibility"];

export const PRODUCT_ROUTES = [
  ...PREFIXES.flatMap((prefix) => [
    `${prefix}/products`,
    `${prefix}/products/{id}`,
    `${prefix}/product-categories`,
  ]),
  "/v2/product-categories/{id}",
  "/compatibility/product-categories/{id}",
  "/recommended-products",
];

const idParams = z.object({ id: idParam });

export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService }> = async (
  app,
  { products },
) => {
  for (const prefix of PREFIXES) {
    app.get(
      `${prefix}/products`,
      {
        schema: {
          tags: ["catalogue"],
          summary: "Published, non-secret products by weight, filtered and paged",
          headers: tenantHeadersSchema,
          querystring: productListQuerySchema,
          response: { 200: productPageSchema, ...errorResponses },
        },
      },
      async (request) => products.list(tenantOf(request).partnerId, request.query),
    );

    app.get(
      `${prefix}/products/:id`,
      {
        schema: {
          tags: ["catalogue"],
          summary:
            "One product; secret ones need isSecret=true and their event, unpublished ones previewToken",
          headers: tenantHeadersSchema,
          params: idParams,
          querystring: productDetailQuerySchema,
          response: { 200: productDetailSchema, ...errorResponses },
        },
      },
      async (request) => products.detail(tenantOf(request).partnerId, request.params.id, request.query),
    );

    app.get(
      `${prefix}/product-categories`,
      {
        schema: {
          tags: ["catalogue"],
          summary: "Visible product categories by weight (secret ones never), optionally by name",
          headers: tenantHeadersSchema,
          querystring: productCategoryQuerySchema,
          response: { 200: productCategoryListSchema, ...errorResponses },
        },
      },
      async (request) => products.categories(tenantOf(request).partnerId, request.query),
    );
  }

  for (const prefix of ["/v2", "/compatibility"]) {
    app.get(
      `${prefix}/product-categories/:id`,
      {
        schema: {
          tags: ["catalogue"],
          summary: "One visible product category; secret, hidden or unknown ones answer 404",
          headers: tenantHeadersSchema,
          params: idParams,
          response: { 200: productCategorySchema, ...errorResponses },
        },
      },
      async (request) => products.category(tenantOf(request).partnerId, request.params.id),
    );
  }

  app.get(
    "/recommended-products",
    {
      schema: {
        tags: ["catalogue"],
        summary: "Recommended products (published, non-secret) by recommendation weight",
        headers: tenantHeadersSchema,
        response: { 200: recommendedProductListSchema, ...errorResponses },
      },
    },
    async (request) => products.recommended(tenantOf(request).partnerId),
  );
};
