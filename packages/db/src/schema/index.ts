export * from "./content";
export * from "./platform";
export * from "./site";
