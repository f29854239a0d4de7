import { type SiteOrigin, siteUrl } from "@api/lib/host";
import { notFound } from "@api/lib/http-error";
import { type Database, withTenant } from "@clinic/db";
import type { PartnerGroup } from "@clinic/shared";
import { findGroupMembers, findGroupOfPartner, type GroupMemberRecord } from "./repository";

export interface PartnerGroupService {
  /** The tenant's group with its member sites; 404 when the partner belongs to no group. */
  getGroup(partnerId: number, origin: SiteOrigin): Promise<PartnerGroup>;
}

/**
 * A member's site URL, in the caller's scheme and port. A caller on the platform domain (`haneul.localhost`)
 * gets the members' platform hosts (`{code}.localhost`), which always exist; a caller on a custom domain gets
 * each member's primary host.
 */
export function memberUrl(member: GroupMemberRecord, origin: SiteOrigin, platformDomain: string): string {
  const onPlatform = origin.host === platformDomain || origin.host.endsWith(`.${platformDomain}`);
  const host = onPlatform || !member.host ? `${member.code}.${platformDomain}` : member.host;
  return siteUrl(host, origin);
}

export function createPartnerGroupService(database: Database, platformDomain: string): PartnerGroupService {
  return {
    async getGroup(partnerId, origin) {
      const found = await withTenant(database.db, partnerId, async (tx) => {
        const group = await findGroupOfPartner(tx, partnerId);
        return group ? { group, members: await findGroupMembers(tx) } : null;
      });
      if (!found) throw notFound("partner group not found");
      return {
        ...found.group,
        partners: found.members.map((member) => ({
          partnerName: member.partner_name,
          displayName: member.display_name,
          url: memberUrl(member, origin, platformDomain),
        })),
      };
    },
  };
}
