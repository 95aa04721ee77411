import type { TeamMember } from "@rli/contract/agency/agency";
import type { Language } from "@rli/contract/i18n/language";
import { phoneLink } from "./contact-points.server";
import { memberHref, memberName, memberRole, spokenLine, type TeamMemberView } from "./team-view";

/** A team member as the team page and their own page show them, phones formatted on the server. */
export function memberView(member: TeamMember, language: Language): TeamMemberView {
  return {
    id: member.id,
    fullName: memberName(member),
    ...memberRole(member, language),
    email: member.email,
    image: member.image_url,
    phone: phoneLink(member.phone),
    mobile: member.mobile ? phoneLink(member.mobile) : null,
    languages: spokenLine(member, language),
    href: memberHref(member, language),
  };
}
