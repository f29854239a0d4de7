import { termRoute } from "@/features/content/components/term-route";

/** 개인정보처리방침: the current version, or an earlier one picked with ?version=. */
const route = termRoute("PRIVACY_POLICY");

export const generateMetadata = route.generateMetadata;
export default route.TermPage;
