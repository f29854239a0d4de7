import { bannerLocations } from "@clinic/shared";
import {
  getBanners,
  getBoardPosts,
  getBoardTypes,
  getBranding,
  getExhibitions,
  getNotices,
  getProducts,
  getSiteConfig,
} from "@/features/api";
import { orNull } from "@/features/content/or-null";
import { sitemapXml } from "@/features/content/sitemap";
import { collectSitemapEntries, type SitemapSources } from "@/features/content/sitemap-sources";
import { isSiteKey } from "@/features/tenancy/host";
import { siteOrigin } from "@/platform/site-origin/site-origin";

interface RouteContext {
  params: Promise<{ site: string }>;
}

function sourcesFor(site: string): SitemapSources {
  return {
    async links() {
      const [config, ...banners] = await Promise.all([
        getSiteConfig(site),
        ...bannerLocations.map((location) => getBanners(site, location)),
      ]);
      return [
        ...config.navigation.flatMap((item) => [item.url, ...item.subList.map((sub) => sub.url)]),
        ...config.footer.links.map((link) => link.url),
        ...banners.flat().map((banner) => banner.linkUrl),
      ];
    },
    products: (page, pageSize) => getProducts(site, { page, pageSize }),
    exhibitions: (page, pageSize) => getExhibitions(site, { page, pageSize }),
    branding: (id) => orNull(getBranding(site, id)),
    boardTypes: () => getBoardTypes(site),
    notices: (page, pageSize) => getNotices(site, { page, pageSize }),
    boardPosts: (boardTypeId, page, pageSize) => getBoardPosts(site, boardTypeId, { page, pageSize }),
  };
}

/** sitemap.xml of the clinic: absolute URLs on its public origin only, from this clinic's own data. */
export async function GET(_request: Request, context: RouteContext): Promise<Response> {
  const { site } = await context.params;
  if (!isSiteKey(site)) return new Response("Not found\n", { status: 404 });
  const entries = await collectSitemapEntries(sourcesFor(site), (message, error) =>
    console.warn(`${message} (${site})`, error),
  );
  const languages = (await orNull(getSiteConfig(site)))?.languages;
  return new Response(sitemapXml(siteOrigin(site), entries, languages), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
