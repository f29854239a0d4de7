export * from "./audit";
export * from "./auth";
export * from "./clinics";
export * from "./media";
export * from "./reservations";
export * from "./settings";
export * from "./site";
