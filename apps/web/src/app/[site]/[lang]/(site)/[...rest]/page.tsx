import { notFound } from "next/navigation";

/** Any path no page serves yet: the clinic's not-found page (inside its shell), with a 404 status. */
export default function UnknownPath() {
  notFound();
}
