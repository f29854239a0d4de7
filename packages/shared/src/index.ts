export * from "./banner";
export * from "./common";
export * from "./errors";
export * from "./headers";
export * from "./partner";
export * from "./popup";
export * from "./site";
