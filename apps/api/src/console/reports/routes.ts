import { Readable } from "node:stream";
import { clinicAccess, clinicIdOf } from "@api/console/auth/guard";
import { CONSOLE_TAGS, consoleErrors } from "@api/console/auth/schemas";
import { registerEndpoint } from "@api/lib/contract-route";
import type { Database } from "@clinic/db";
import { consoleEndpoints as endpoints } from "@clinic/shared/contract/console-endpoints";
import { consoleSchemas as schemas } from "@clinic/shared/contract/console-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentDisposition } from "./csv";
import { createReportService } from "./service";

const route = { tags: CONSOLE_TAGS, responses: consoleErrors };

/** Reports (issue 27): the bookings export and the dashboard's figures, for every account of the clinic. */
export const consoleReportRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const reports = createReportService(database);
  const staffAccess = { preHandler: clinicAccess("STAFF") };

  registerEndpoint(
    app,
    endpoints.exportReservations,
    schemas.exportReservations,
    {
      ...route,
      summary: "Bookings of Seoul dates from–to (at most 366 days) as a CSV file, one row per booking",
      description:
        "UTF-8 with a byte order mark, CRLF line ends, RFC 4180 quoting; text cells that a spreadsheet would run " +
        "as a formula (= + - @ tab CR) start with an apostrophe. Korean column titles; the file name is given " +
        "by Content-Disposition (filename* in UTF-8). Streamed in batches; never cached.",
    },
    async (request, reply) => {
      const partnerId = clinicIdOf(request);
      const { from, to } = request.query;
      const body = Readable.from(await reports.exportCsv(partnerId, { from, to }));
      // A failure after the first bytes cannot become an error answer any more: the download ends short, logged.
      body.once("error", (error) => request.log.error({ err: error }, "reservation export failed"));
      // The client went away: stop reading batches.
      reply.raw.once("close", () => body.destroy());
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition(from, to))
        .send(body);
    },
    staffAccess,
  );

  registerEndpoint(
    app,
    endpoints.reportSummary,
    schemas.reportSummary,
    {
      ...route,
      summary:
        "The dashboard of Seoul dates from–to (at most 366 days): bookings per day, treatment and source, status counts and rates",
      description:
        "confirmationRate: confirmed, visited or no-show over every booking no longer REQUESTED; noShowRate: " +
        "no-shows over visits and no-shows (null when there is nothing to divide by). waitingNow and " +
        "inquiries.unhandled are as of now, whatever the range.",
    },
    async (request) => reports.summary(clinicIdOf(request), request.query),
    staffAccess,
  );
};
