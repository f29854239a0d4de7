import { z } from "zod";
import { listOf, timeOfDay } from "./common";
import { languageCodeQuery, translatedMarkSchema } from "./translations";

export const employeeTypes = ["DOCTOR", "NURSE", "STAFF"] as const;
/** The storefront lists doctors only (spec 9: employee type doctor). */
export const DOCTOR_EMPLOYEE_TYPE = "DOCTOR";

export const partnerEmployeeSchema = z.object({
  id: z.number().int(),
  employeeType: z.enum(employeeTypes),
  name: z.string(),
  position: z.string().nullable(),
  specialty: z.string().nullable(),
  greeting: z.string().nullable(),
  careers: z.array(z.string()),
  photoUrl: z.string().nullable(),
  translated: translatedMarkSchema,
});
export type PartnerEmployee = z.infer<typeof partnerEmployeeSchema>;
export const partnerEmployeeQuerySchema = z.object({
  partnerEmployeeType: z.enum(employeeTypes).optional(),
  languageCode: languageCodeQuery,
});
export const partnerEmployeeListSchema = listOf(partnerEmployeeSchema);

export const employeeScheduleSchema = z.object({
  employeeId: z.number().int(),
  /** ISO weekday 1 (Monday) … 7 (Sunday). */
  weekday: z.number().int().min(1).max(7),
  startTime: timeOfDay,
  endTime: timeOfDay,
  note: z.string().nullable(),
});
export type EmployeeSchedule = z.infer<typeof employeeScheduleSchema>;
export const employeeScheduleQuerySchema = z.object({
  partnerEmployeeType: z.enum(employeeTypes).optional(),
  employeeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const employeeScheduleListSchema = listOf(employeeScheduleSchema);

export const partnerSpaceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  translated: translatedMarkSchema,
});
export type PartnerSpace = z.infer<typeof partnerSpaceSchema>;
export const partnerSpaceListSchema = listOf(partnerSpaceSchema);

export const shortenWorkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  videoUrl: z.string(),
});
export type ShortenWork = z.infer<typeof shortenWorkSchema>;
export const shortenWorkListSchema = listOf(shortenWorkSchema);
