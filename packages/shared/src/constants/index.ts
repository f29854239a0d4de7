// `@clinic/shared/constants`: plain values only. Nothing here may import zod (or anything that does), because
// client components import this entry to keep the schema library out of the browser's bundles.
export * from "./customer";
export * from "./error-messages";
export * from "./pending-queue";
