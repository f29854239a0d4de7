import { partnerDisplayName } from "@/features/site/format";
import { loadSite } from "@/features/site/load-site";
import { resolveColors } from "@/ui/styles/theme-css";

interface RouteContext {
  params: Promise<{ site: string }>;
}

/** Our web app manifest for partners without a CDN one: the clinic's name and colours, our icons. */
export async function GET(_request: Request, context: RouteContext): Promise<Response> {
  const { site } = await context.params;
  const data = await loadSite(site);
  const name = partnerDisplayName(data.partner);
  const palette = resolveColors(data.siteConfig.theme.colors);
  return Response.json(
    {
      name,
      short_name: name,
      lang: "ko",
      start_url: "/",
      display: "standalone",
      background_color: palette.primary_10,
      theme_color: palette.primary_1,
      icons: [
        { src: "/assets/icon-192.png", sizes: "192x192", type: "image/png" },
        { src: "/assets/icon-512.png", sizes: "512x512", type: "image/png" },
      ],
    },
    {
      headers: {
        "content-type": "application/manifest+json; charset=utf-8",
        "cache-control": "public, max-age=300",
      },
    },
  );
}
