/** The customer's enumerations (spec 3), zod-free so the browser's hand-written guards share them with the schema. */
export const customerTypes = ["REGISTERED", "GUEST"] as const;
export const genders = ["MALE", "FEMALE"] as const;
