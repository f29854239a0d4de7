// Slot for the issue-3 header; until it lands, the issue-2 header stands in.
export { SiteHeader } from "../../site-header";
