import { recordAudit } from "@api/console/audit/repository";
import type { ConsoleStaffService } from "@api/console/staff/service";
import { HttpError, notFound } from "@api/lib/http-error";
import type { SiteService } from "@api/platform/sites/service";
import { createClinicFromTemplate, type Database, withPlatform, withTenant } from "@clinic/db";
import type { ClinicPlatform, CreateClinicBody, Staff } from "@clinic/shared";
import {
  codeTaken,
  findClinicPlatform,
  hostsOfOthers,
  replaceCustomHosts,
  setDeployStatus,
} from "./repository";

const conflict = (path: string, message: string) =>
  new HttpError(409, "already in use", message, [{ path: `body.${path}`, message }]);

/** Operator onboarding: new clinics from a template, their host names and their deploy status. */
export function createConsoleClinicService(
  database: Database,
  staff: ConsoleStaffService,
  options: { platformDomain: string; mediaDir: string; sites: SiteService },
) {
  const platformHost = (code: string) => `${code}.${options.platformDomain}`;
  const audit = (partnerId: number, operator: Staff, action: string, detail: unknown) =>
    withTenant(database.db, partnerId, (tx) =>
      recordAudit(tx, partnerId, operator, { action, target: `partner:${partnerId}`, detail }),
    );

  async function platform(partnerId: number): Promise<ClinicPlatform> {
    const clinic = await withPlatform(database.db, (tx) => findClinicPlatform(tx, partnerId));
    if (!clinic) throw notFound("no such clinic");
    const own = platformHost(clinic.code);
    return {
      ...clinic,
      deployStatus: clinic.deployStatus as ClinicPlatform["deployStatus"],
      hosts: clinic.hosts.map((host) => ({ ...host, platform: host.host.toLowerCase() === own })),
    };
  }

  return {
    platform,

    async create(operator: Staff, body: CreateClinicBody) {
      if (await withPlatform(database.db, (tx) => codeTaken(tx, body.code))) {
        throw conflict("code", "이미 사용 중인 코드입니다.");
      }
      if (
        (await withPlatform(database.db, (tx) => hostsOfOthers(tx, 0, [platformHost(body.code)]))).length > 0
      ) {
        throw conflict("code", "이 코드의 도메인을 다른 병원이 사용 중입니다.");
      }
      const { id } = await createClinicFromTemplate(database, {
        code: body.code,
        name: body.name,
        template: body.template,
        platformDomain: options.platformDomain,
        mediaDir: options.mediaDir,
      });
      await audit(id, operator, "clinic.create", { template: body.template });
      const invite = await staff.invite(id, operator, body.ownerEmail, body.ownerName, "OWNER");
      return {
        clinic: await platform(id),
        ownerInviteToken: invite.inviteToken,
        ownerInviteExpiresAt: invite.inviteExpiresAt,
      };
    },

    async setDeployStatus(operator: Staff, partnerId: number, status: ClinicPlatform["deployStatus"]) {
      await platform(partnerId);
      await withPlatform(database.db, (tx) => setDeployStatus(tx, partnerId, status));
      // This instance forgets at once; others within the site cache's 30 s (sites/service.ts).
      options.sites.forgetAll();
      await audit(partnerId, operator, "clinic.deploy", { deployStatus: status });
      return platform(partnerId);
    },

    async setHosts(operator: Staff, partnerId: number, requested: string[]) {
      const clinic = await platform(partnerId);
      const own = platformHost(clinic.code);
      const hosts = [...new Set(requested.map((host) => host.toLowerCase()))].filter((host) => host !== own);
      const taken = await withPlatform(database.db, (tx) => hostsOfOthers(tx, partnerId, hosts));
      if (taken.length > 0)
        throw conflict("hosts", `다른 병원이 사용 중인 도메인입니다: ${taken.join(", ")}`);
      await withPlatform(database.db, (tx) => replaceCustomHosts(tx, partnerId, own, hosts));
      options.sites.forgetAll();
      await audit(partnerId, operator, "clinic.hosts", { hosts });
      return platform(partnerId);
    },
  };
}

export type ConsoleClinicService = ReturnType<typeof createConsoleClinicService>;
