import { consoleDateTime } from "@/console/lib/time";

/** Console dates and times in Seoul (오전/오후), as the other console lists show them. */
export const formatInstant = (iso: string) => consoleDateTime(iso);
