export * from "./audit";
export * from "./auth";
export * from "./clinics";
export * from "./reservations";
export * from "./settings";
