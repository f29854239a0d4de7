import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  unique,
} from "drizzle-orm/pg-core";
import { deletedAt, partnerId } from "./columns";

export const partnerEmployees = pgTable(
  "partner_employees",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    /** 'DOCTOR' | 'NURSE' | 'STAFF'; the storefront asks for doctors only (spec 7, Introduce). */
    employeeType: text("employee_type").notNull().default("DOCTOR"),
    name: text("name").notNull(),
    /** Job title such as '대표원장'. */
    position: text("position"),
    specialty: text("specialty"),
    greeting: text("greeting"),
    careers: text("careers").array().notNull().default(sql`'{}'::text[]`),
    photoUrl: text("photo_url"),
    isVisible: boolean("is_visible").notNull().default(true),
    weight: integer("weight").notNull().default(0),
    deletedAt: deletedAt(),
  },
  (t) => [unique("partner_employees_partner_id_id_key").on(t.partnerId, t.id)],
);

/** One working block of a doctor on a weekday; a weekday without a row is a day off. */
export const partnerEmployeeSchedules = pgTable(
  "partner_employee_schedules",
  {
    id: serial("id").primaryKey(),
    partnerId: partnerId(),
    employeeId: integer("employee_id").notNull(),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint("weekday").notNull(),
    startTime: time("start_time").notNull(),
    endTime: time("end_time").notNull(),
    note: text("note"),
  },
  (t) => [
    foreignKey({
      columns: [t.partnerId, t.employeeId],
      foreignColumns: [partnerEmployees.partnerId, partnerEmployees.id],
    }).onDelete("cascade"),
    check("partner_employee_schedules_weekday_check", sql`${t.weekday} between 1 and 7`),
    check("partner_employee_schedules_time_check", sql`${t.startTime} < ${t.endTime}`),
    index("partner_employee_schedules_employee_idx").on(t.partnerId, t.employeeId),
  ],
);

/** Photos of the clinic's rooms for /introduce/space. */
export const partnerSpaces = pgTable("partner_spaces", {
  id: serial("id").primaryKey(),
  partnerId: partnerId(),
  title: text("title").notNull(),
  description: text("description"),
  imageUrl: text("image_url").notNull(),
  weight: integer("weight").notNull().default(0),
  isVisible: boolean("is_visible").notNull().default(true),
  deletedAt: deletedAt(),
});

/** Short clips (YouTube shorts, Vimeo) the clinic publishes; /partner-shorten-works. */
export const partnerShortenWorks = pgTable("partner_shorten_works", {
  id: serial("id").primaryKey(),
  partnerId: partnerId(),
  title: text("title").notNull(),
  videoUrl: text("video_url").notNull(),
  weight: integer("weight").notNull().default(0),
  isVisible: boolean("is_visible").notNull().default(true),
});
