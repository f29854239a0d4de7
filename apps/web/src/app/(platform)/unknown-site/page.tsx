import { notFound } from "next/navigation";

/** The proxy rewrites requests for unknown hosts here; notFound() gives the Korean page a real 404 status. */
export default function UnknownSite() {
  notFound();
}
