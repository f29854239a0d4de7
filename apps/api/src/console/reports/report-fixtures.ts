import { and, asc, type Database, eq, schema, withTenant } from "@clinic/db";

/**
 * A small known week of bookings for the reports' tests, in March 2024 (no demo data lies there): Seoul dates
 * 2024-03-01 … 2024-03-07, one booking just before and one just after, and names and memos that a CSV must quote
 * or neutralise. Inserted as rows (the booking rules would refuse past times); the patient trigger runs as usual.
 */
export const REPORT_WEEK = { from: "2024-03-01", to: "2024-03-07" } as const;

const at = (seoul: string) => new Date(`${seoul}:00+09:00`);

interface Booking {
  key: string;
  reservedAt: string;
  createdAt: string;
  type: "VISIT" | "TREATMENT";
  status: "REQUESTED" | "CONFIRMED" | "VISITED" | "NO_SHOW" | "CANCELLED";
  name?: string;
  memo?: string;
  channel?: "ONLINE" | "DESK";
  utm?: Record<string, string>;
  items?: string[];
  cancelledBy?: "CUSTOMER" | "CLINIC";
  cancelReason?: string;
  price?: number;
}

/** In reservation-time order (A and B share their time: the export breaks the tie by id). */
export const REPORT_BOOKINGS: readonly Booking[] = [
  {
    key: "before",
    reservedAt: "2024-02-29T23:30",
    createdAt: "2024-02-20T10:00",
    type: "VISIT",
    status: "VISITED",
  },
  {
    key: "A",
    reservedAt: "2024-03-01T10:00",
    createdAt: "2024-02-28T09:00",
    type: "TREATMENT",
    status: "CONFIRMED",
    name: "김,콤마",
    memo: 'He said "hi"\n둘째 줄',
    utm: { utm_source: "naver", utm_medium: "cpc", utm_campaign: "spring" },
    items: ["리프팅"],
    price: 150000,
  },
  {
    key: "B",
    reservedAt: "2024-03-01T10:00",
    createdAt: "2024-03-01T08:00",
    type: "VISIT",
    status: "VISITED",
    name: '=HYPERLINK("http://x.test","클릭")',
    memo: "+1 추가 요청",
    channel: "DESK",
  },
  {
    key: "C",
    reservedAt: "2024-03-02T14:00",
    createdAt: "2024-03-02T10:00",
    type: "TREATMENT",
    status: "NO_SHOW",
    memo: "@멘션\t탭",
    utm: { utm_source: "naver" },
    items: ["리프팅", "보톡스"],
  },
  {
    key: "D",
    reservedAt: "2024-03-03T09:00",
    createdAt: "2024-03-02T12:00",
    type: "VISIT",
    status: "CANCELLED",
    cancelledBy: "CUSTOMER",
    utm: { utm_source: " " },
  },
  {
    key: "E",
    reservedAt: "2024-03-05T16:00",
    createdAt: "2024-03-01T12:00",
    type: "VISIT",
    status: "CANCELLED",
    cancelledBy: "CLINIC",
    cancelReason: "의사 일정 변경",
  },
  {
    key: "F",
    reservedAt: "2024-03-07T23:30",
    createdAt: "2024-03-06T18:00",
    type: "TREATMENT",
    status: "REQUESTED",
    utm: { utm_source: "instagram" },
    items: ["리프팅"],
  },
  {
    key: "after",
    reservedAt: "2024-03-08T00:00",
    createdAt: "2024-03-07T10:00",
    type: "VISIT",
    status: "REQUESTED",
  },
];

export const REPORT_PHONE = "01012345678";

/** Inserts the week into a clinic: a guest customer, the bookings (by the first doctor) and two inquiries. */
export async function insertReportWeek(database: Database, partnerId: number): Promise<Map<string, number>> {
  return withTenant(database.db, partnerId, async (tx) => {
    const [customer] = await tx
      .insert(schema.customers)
      .values({ partnerId, type: "GUEST", name: "보고서 고객", phone: REPORT_PHONE })
      .returning({ id: schema.customers.id });
    const [doctor] = await tx
      .select({ id: schema.partnerEmployees.id })
      .from(schema.partnerEmployees)
      .where(
        and(
          eq(schema.partnerEmployees.partnerId, partnerId),
          eq(schema.partnerEmployees.employeeType, "DOCTOR"),
        ),
      )
      .orderBy(asc(schema.partnerEmployees.id))
      .limit(1);
    if (!customer) throw new Error("customer not inserted");
    const ids = new Map<string, number>();
    for (const booking of REPORT_BOOKINGS) {
      const [row] = await tx
        .insert(schema.reservations)
        .values({
          partnerId,
          customerId: customer.id,
          type: booking.type,
          status: booking.status,
          reservedAt: at(booking.reservedAt),
          durationMinutes: 30,
          employeeId: booking.type === "TREATMENT" ? (doctor?.id ?? null) : null,
          name: booking.name ?? `보고서 ${booking.key}`,
          phone: REPORT_PHONE,
          memo: booking.memo ?? null,
          totalPrice: booking.price ?? 0,
          utm: booking.utm ?? null,
          channel: booking.channel ?? "ONLINE",
          createdAt: at(booking.createdAt),
          updatedAt: at(booking.createdAt),
          ...(booking.status === "CANCELLED"
            ? {
                cancelledAt: at(booking.reservedAt.replace(/T.*/, "T08:00")),
                cancelledBy: booking.cancelledBy ?? "CLINIC",
                cancelReason: booking.cancelReason ?? null,
              }
            : {}),
        })
        .returning({ id: schema.reservations.id });
      if (!row) throw new Error(`booking ${booking.key} not inserted`);
      ids.set(booking.key, row.id);
      const items = booking.items ?? [];
      if (items.length > 0) {
        await tx.insert(schema.reservationItems).values(
          items.map((productName, index) => ({
            partnerId,
            reservationId: row.id,
            productId: 900_000 + index,
            productOptionId: 900_000 + index,
            productName,
            optionName: "1회",
            price: 50_000,
          })),
        );
      }
    }
    await tx.insert(schema.inquiries).values([
      {
        partnerId,
        category: "시술 문의",
        name: "문의 고객",
        phone: REPORT_PHONE,
        content: "아직 답하지 않은 문의",
        privacyAgreedAt: at("2024-03-04T10:00"),
        createdAt: at("2024-03-04T10:00"),
      },
      {
        partnerId,
        category: "시술 문의",
        name: "문의 고객",
        phone: REPORT_PHONE,
        content: "처리한 문의",
        privacyAgreedAt: at("2024-03-04T11:00"),
        createdAt: at("2024-03-04T11:00"),
        status: "HANDLED",
        handledAt: at("2024-03-04T12:00"),
      },
    ]);
    return ids;
  });
}
