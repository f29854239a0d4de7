import { termRoute } from "../../../../../components/content/term-route";
import { noParamsAtBuild } from "../../../../../lib/site/static-params";

// Rendered on a clinic's first request, then served from cache (decision 0018).
export const generateStaticParams = noParamsAtBuild;

/** 개인정보처리방침: the current version, or an earlier one picked with ?version=. */
const route = termRoute("PRIVACY_POLICY");

export const generateMetadata = route.generateMetadata;
export default route.TermPage;
