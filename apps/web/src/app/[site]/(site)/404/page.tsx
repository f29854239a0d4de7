import { notFound } from "next/navigation";

/** The spec's /404 route: the not-found page, with a real 404 status. */
export default function NotFoundRoute() {
  notFound();
}
