import { termRoute } from "@/features/content/components/term-route";

/** 이용약관: the current version, or an earlier one picked with ?version=. */
const route = termRoute("TERMS_OF_SERVICE");

export const generateMetadata = route.generateMetadata;
export default route.TermPage;
