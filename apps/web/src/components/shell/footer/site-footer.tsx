// Slot for the issue-3 footer; until it lands, the issue-2 footer stands in.
export { SiteFooter } from "../../site-footer";
