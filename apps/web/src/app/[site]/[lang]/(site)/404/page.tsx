import { notFound } from "next/navigation";
import { noParamsAtBuild } from "@/features/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

/** The spec's /404 route: the not-found page, with a real 404 status. */
export default function NotFoundRoute() {
  notFound();
}
