export * from "./articles";
export * from "./catalogue";
export * from "./content";
export * from "./introduce";
export * from "./platform";
export * from "./site";
