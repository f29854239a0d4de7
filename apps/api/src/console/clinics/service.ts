import { recordAudit } from "@api/console/audit/repository";
import type { ConsoleStaffService } from "@api/console/staff/service";
import { HttpError, notFound } from "@api/lib/http-error";
import type { SiteService } from "@api/platform/sites/service";
import {
  applyTemplateToClinic,
  createClinicFromTemplate,
  type Database,
  withPlatform,
  withTenant,
} from "@clinic/db";
import type {
  ClinicChecklist,
  ClinicPlatform,
  ClinicTemplateKind,
  CreateClinicBody,
  Staff,
} from "@clinic/shared";
import { buildChecklist, openItems } from "./checklist";
import { readChecklistFacts } from "./checklist-repository";
import { type DnsLookup, type DomainTargets, domainStatuses, systemDnsLookup } from "./domains";
import {
  allClinicIds,
  codeTaken,
  findClinicPlatform,
  hostsOfOthers,
  replaceCustomHosts,
  setDeployStatus,
} from "./repository";

const conflict = (path: string, message: string) =>
  new HttpError(409, "already in use", message, [{ path: `body.${path}`, message }]);

/** Going live with empty identity fields: a patient calling would reach nobody, or another clinic. */
const identityMissing = (labels: string[]) =>
  new HttpError(
    409,
    "identity fields are empty",
    `병원 정보가 비어 있어 사이트를 공개할 수 없습니다. 먼저 입력해 주세요: ${labels.join(", ")}`,
  );

/** Operator onboarding: new clinics from a template, their host names and their deploy status. */
export function createConsoleClinicService(
  database: Database,
  staff: ConsoleStaffService,
  options: {
    platformDomain: string;
    mediaDir: string;
    sites: SiteService;
    /** Where clinics point their domains; default: a CNAME to the platform domain, no A record. */
    domainTargets?: DomainTargets | undefined;
    /** DNS lookups of clinic domains (tests pass a stand-in); default: the server's resolver with a timeout. */
    dnsLookup?: DnsLookup | undefined;
  },
) {
  const domainTargets = options.domainTargets ?? { cnameTarget: options.platformDomain, aRecord: null };
  const dnsLookup = options.dnsLookup ?? systemDnsLookup();
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

  async function checklist(partnerId: number): Promise<ClinicChecklist> {
    const clinic = await platform(partnerId);
    const custom = clinic.hosts.filter((host) => !host.platform).map((host) => host.host);
    const facts = await withTenant(database.db, partnerId, (tx) => readChecklistFacts(tx, partnerId, custom));
    if (!facts) throw notFound("no such clinic");
    return buildChecklist(facts);
  }

  return {
    platform,
    checklist,

    /** Every clinic's checklist, for the operator's clinic list. */
    async checklists(): Promise<{ rows: ClinicChecklist[] }> {
      const ids = await withPlatform(database.db, (tx) => allClinicIds(tx));
      return { rows: await Promise.all(ids.map((id) => checklist(id))) };
    },

    async domains(partnerId: number) {
      const clinic = await platform(partnerId);
      return domainStatuses(clinic.hosts, domainTargets, dnsLookup);
    },

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
        phone: body.phone,
        address: body.address,
        ceoName: body.ceoName,
        businessNumber: body.businessNumber,
        copyRight: body.copyRight,
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
      const current = await platform(partnerId);
      let warnings: string[] = [];
      if (status === "LIVE") {
        const list = await checklist(partnerId);
        if (list.missingIdentity.length > 0) throw identityMissing(list.missingIdentity);
        warnings = current.deployStatus === "LIVE" ? [] : openItems(list);
      }
      await withPlatform(database.db, (tx) => setDeployStatus(tx, partnerId, status));
      // This instance forgets at once; others within the site cache's 30 s (sites/service.ts).
      options.sites.forgetAll();
      await audit(partnerId, operator, "clinic.deploy", { deployStatus: status, warnings });
      return { ...(await platform(partnerId)), warnings };
    },

    async applyTemplate(operator: Staff, partnerId: number, template: ClinicTemplateKind) {
      const clinic = await platform(partnerId);
      if (clinic.deployStatus !== "READY") {
        throw new HttpError(
          409,
          "clinic is not in preparation",
          "공개 중이거나 중지된 병원에는 템플릿을 적용할 수 없습니다. 아무것도 바뀌지 않았습니다. 오픈 준비 상태에서만 적용할 수 있습니다.",
          [{ path: "body.template", message: "오픈 준비 상태에서만 적용할 수 있습니다." }],
        );
      }
      await withTenant(database.db, partnerId, async (tx) => {
        await applyTemplateToClinic(tx, partnerId, {
          code: clinic.code,
          name: clinic.name,
          template,
          mediaDir: options.mediaDir,
        });
        await recordAudit(tx, partnerId, operator, {
          action: "clinic.template",
          target: `partner:${partnerId}`,
          detail: { template },
        });
      });
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
