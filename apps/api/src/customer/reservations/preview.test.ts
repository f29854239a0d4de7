import { useTestApp } from "@api/testing/suite";
import { LUMIERE, site } from "@api/testing/test-app";
import { eq, schema } from "@clinic/db";
import {
  apiErrorSchema,
  reservationConfirmSchema,
  reservationMessages,
  reservationValidationSchema,
} from "@clinic/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { seoulAt, setSchedule, treatmentOptions } from "./reservation-fixtures";

describe("before booking: GET /customer/reservation-confirm and /customer/reservation-validation", () => {
  const t = useTestApp();
  let options: number[];
  let foreignOption: number;

  beforeAll(async () => {
    await setSchedule(t.database, t.lumiere);
    options = await treatmentOptions(t.database, t.lumiere);
    foreignOption = (await treatmentOptions(t.database, t.partnerIds.haneul, 1))[0] ?? 0;
  });

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: site(LUMIERE) });
  const fieldsOf = (body: unknown) => apiErrorSchema.parse(body).fields?.map((field) => field.path);
  const validate = async (query: string) => {
    const response = await get(`/customer/reservation-validation?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return reservationValidationSchema.parse(response.json());
  };

  describe("confirm", () => {
    it("sums the options' prices and durations with the clinic's VAT flag", async () => {
      const response = await get(`/customer/reservation-confirm?productOptionIds=${options.join(",")}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, no-store");
      const body = reservationConfirmSchema.parse(response.json());
      expect(body.items.map((item) => item.productOptionId)).toEqual(options);
      expect(body.items[0]).toMatchObject({ price: 10_000, originalPrice: 15_000, durationMinutes: 30 });
      expect(body).toMatchObject({
        totalPrice: 30_000,
        originalTotalPrice: 45_000,
        discount: 15_000,
        vatIncluded: true,
        durationMinutes: 60,
      });
    });

    it("reads the VAT flag from the homepage config", async () => {
      await t.database.db
        .update(schema.homepageConfigs)
        .set({ isIncludeVat: false })
        .where(eq(schema.homepageConfigs.partnerId, t.lumiere));
      const response = await get(`/customer/reservation-confirm?productOptionIds=${options[0]}`);
      expect(response.json()).toMatchObject({ vatIncluded: false, totalPrice: 10_000, durationMinutes: 30 });
      await t.database.db
        .update(schema.homepageConfigs)
        .set({ isIncludeVat: true })
        .where(eq(schema.homepageConfigs.partnerId, t.lumiere));
    });

    it("answers 400 naming productOptionIds for another clinic's, unknown or unpublished options", async () => {
      const [unpublished] = options;
      const unknown = `${options[0]},999999`;
      for (const ids of [String(foreignOption), unknown]) {
        const response = await get(`/customer/reservation-confirm?productOptionIds=${ids}`);
        expect(response.statusCode, ids).toBe(400);
        expect(fieldsOf(response.json())).toEqual(["query.productOptionIds"]);
      }
      const [product] = await t.database.db
        .select({ id: schema.productOptions.productId })
        .from(schema.productOptions)
        .where(eq(schema.productOptions.id, unpublished ?? 0));
      await t.database.db
        .update(schema.products)
        .set({ isPublished: false })
        .where(eq(schema.products.id, product?.id ?? 0));
      const hidden = await get(`/customer/reservation-confirm?productOptionIds=${unpublished}`);
      expect(hidden.statusCode).toBe(400);
      await t.database.db
        .update(schema.products)
        .set({ isPublished: true })
        .where(eq(schema.products.id, product?.id ?? 0));
    });

    it.each(["", "productOptionIds=", "productOptionIds=a,b", "productOptionIds=0"])(
      "answers 400 for the malformed query '%s'",
      async (query) => {
        const response = await get(`/customer/reservation-confirm?${query}`);
        expect(response.statusCode).toBe(400);
        expect(fieldsOf(response.json())?.[0]).toMatch(/^query\.productOptionIds/);
      },
    );
  });

  describe("validation", () => {
    it("says an open time a few days ahead is available", async () => {
      expect(await validate(`type=VISIT&reservedAt=${encodeURIComponent(seoulAt(3, "10:00"))}`)).toEqual({
        available: true,
        message: null,
      });
      const treatment = `type=TREATMENT&productOptionIds=${options.join(",")}`;
      expect(await validate(`${treatment}&reservedAt=${encodeURIComponent(seoulAt(3, "10:00"))}`)).toEqual({
        available: true,
        message: null,
      });
    });

    it("refuses lunch, closing time and a closed date with the Korean reason", async () => {
      for (const time of ["13:00", "18:00", "08:30"]) {
        const body = await validate(`type=VISIT&reservedAt=${encodeURIComponent(seoulAt(3, time))}`);
        expect(body, time).toEqual({ available: false, message: reservationMessages.closed });
      }
      // A one-hour treatment starting 12:30 runs into lunch.
      const longOne = `type=TREATMENT&productOptionIds=${options.join(",")}`;
      expect(await validate(`${longOne}&reservedAt=${encodeURIComponent(seoulAt(3, "12:30"))}`)).toEqual({
        available: false,
        message: reservationMessages.closed,
      });
      await t.database.db
        .insert(schema.scheduleOverrides)
        .values({ partnerId: t.lumiere, date: seoulAt(4, "00:00").slice(0, 10), isClosed: true });
      expect(await validate(`type=VISIT&reservedAt=${encodeURIComponent(seoulAt(4, "10:00"))}`)).toEqual({
        available: false,
        message: reservationMessages.closed,
      });
      await setSchedule(t.database, t.lumiere);
    });

    it("refuses too soon, beyond the range and full", async () => {
      await setSchedule(t.database, t.lumiere, { minNoticeMinutes: 5 * 24 * 60 });
      expect(await validate(`type=VISIT&reservedAt=${encodeURIComponent(seoulAt(3, "10:00"))}`)).toEqual({
        available: false,
        message: reservationMessages.tooSoon,
      });
      await setSchedule(t.database, t.lumiere, { reservationRange: 2 });
      expect(await validate(`type=VISIT&reservedAt=${encodeURIComponent(seoulAt(5, "10:00"))}`)).toEqual({
        available: false,
        message: reservationMessages.outOfRange,
      });
      await setSchedule(t.database, t.lumiere, { capacityPerSlot: 1 });
      await t.database.db
        .insert(schema.reservationSlots)
        .values({ partnerId: t.lumiere, startsAt: new Date(seoulAt(3, "11:00")), booked: 1 });
      expect(await validate(`type=VISIT&reservedAt=${encodeURIComponent(seoulAt(3, "11:00"))}`)).toEqual({
        available: false,
        message: reservationMessages.full,
      });
      expect(
        (await validate(`type=VISIT&reservedAt=${encodeURIComponent(seoulAt(3, "11:30"))}`)).available,
      ).toBe(true);
      await setSchedule(t.database, t.lumiere);
    });

    it.each([
      ["no type", `reservedAt=${encodeURIComponent(seoulAt(3, "10:00"))}`, "query.type"],
      ["an unknown type", `type=OTHER&reservedAt=${encodeURIComponent(seoulAt(3, "10:00"))}`, "query.type"],
      ["no time", "type=VISIT", "query.reservedAt"],
      ["a time without offset", "type=VISIT&reservedAt=2026-12-01T10:00:00", "query.reservedAt"],
      [
        "a treatment without options",
        `type=TREATMENT&reservedAt=${seoulAt(3, "10:00")}`,
        "query.productOptionIds",
      ],
      [
        "bad option ids",
        `type=TREATMENT&productOptionIds=x&reservedAt=${seoulAt(3, "10:00")}`,
        "query.productOptionIds",
      ],
    ])("answers 400 for %s", async (_, query, field) => {
      const response = await get(`/customer/reservation-validation?${query.replaceAll("+", "%2B")}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldsOf(response.json())).toContain(field);
    });

    it("answers 400 for an unknown option", async () => {
      const reservedAt = encodeURIComponent(seoulAt(3, "10:00"));
      const response = await get(
        `/customer/reservation-validation?type=TREATMENT&productOptionIds=${foreignOption}&reservedAt=${reservedAt}`,
      );
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(["query.productOptionIds"]);
    });
  });
});
