import { team, type TeamMember } from "@rli/contract/agency/agency";
import type { PropertyContact } from "@rli/contract/api/contract";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import type { PhoneLink } from "./contact-points.server";

/** A team member as the team page shows it, with phones already formatted on the server. */
export type TeamMemberView = {
  id: string;
  fullName: string;
  role: string;
  /** The role's language when it is not the page's (a role only written in French). */
  roleLang?: Language;
  email: string;
  /** Address of the portrait, without the size parameter. */
  image: string;
  phone: PhoneLink;
  mobile: PhoneLink | null;
  /** "Langues : français, allemand, anglais". */
  languages: string;
  /** The member's own page, in the page's language. */
  href: string;
};

/** The team's roles in each language, by member; the French ones are those of the agency's data. */
export const teamRoleTexts = defineTexts({
  fr: {
    "laurent-rochat": "Directeur, courtier diplômé",
    "sophie-carron": "Courtière, responsable Chablais",
    "julien-dubois": "Courtier, Riviera",
    "nadia-perrin": "Responsable location",
    "marc-favre": "Responsable des promotions neuves",
  },
  de: {
    "laurent-rochat": "Geschäftsführer, diplomierter Immobilienmakler",
    "sophie-carron": "Immobilienmaklerin, Leiterin Chablais",
    "julien-dubois": "Immobilienmakler, Riviera",
    "nadia-perrin": "Leiterin Vermietung",
    "marc-favre": "Leiter Neubauprojekte",
  },
  en: {
    "laurent-rochat": "Managing director, qualified estate agent",
    "sophie-carron": "Estate agent, head of the Chablais",
    "julien-dubois": "Estate agent, Riviera",
    "nadia-perrin": "Head of lettings",
    "marc-favre": "Head of new developments",
  },
});

/**
 * A member's role in a language, with the language it is written in: a role the catalogue does
 * not know as the agency's data writes it (new, or changed since) stays in French.
 */
export function memberRole(
  member: Pick<TeamMember, "id" | "role">,
  language: Language,
): { role: string; roleLang?: Language } {
  const id = member.id as keyof (typeof teamRoleTexts)["fr"];
  const known = id in teamRoleTexts.fr && teamRoleTexts.fr[id] === member.role;
  if (known) return { role: teamRoleTexts[language][id] };
  return language === "fr" ? { role: member.role } : { role: member.role, roleLang: "fr" };
}

/** The names of the languages a member advises in, in each language of the site. */
export const spokenTexts = defineTexts({
  fr: {
    line: (names: string) => `Langues : ${names}`,
    names: { fr: "français", de: "allemand", en: "anglais", it: "italien" },
  },
  de: {
    line: (names: string) => `Sprachen: ${names}`,
    names: { fr: "Französisch", de: "Deutsch", en: "Englisch", it: "Italienisch" },
  },
  en: {
    line: (names: string) => `Languages: ${names}`,
    names: { fr: "French", de: "German", en: "English", it: "Italian" },
  },
});

export function spokenLine(member: Pick<TeamMember, "languages">, language: Language): string {
  const texts = spokenTexts[language];
  return texts.line(member.languages.map((code) => texts.names[code]).join(", "));
}

/** A member's own page, French path (`/equipe/sophie-carron`). */
export function memberPath(member: Pick<TeamMember, "id">): string {
  return `/equipe/${member.id}`;
}

/** A member's own page in a language (`/de/equipe/sophie-carron`). */
export function memberHref(member: Pick<TeamMember, "id">, language: Language): string {
  return localPath(memberPath(member), language);
}

export function memberName(member: Pick<TeamMember, "first_name" | "last_name">): string {
  return `${member.first_name} ${member.last_name}`;
}

/** The broker a listing's contact names, "Julien Dubois"; null when it names nobody. */
export function contactName(contact: Pick<PropertyContact, "agentGivenName" | "agentFamilyName">): string | null {
  return [contact.agentGivenName.trim(), contact.agentFamilyName.trim()].filter(Boolean).join(" ") || null;
}

export function memberById(id: string): TeamMember | undefined {
  return team.find((member) => member.id === id);
}

function same(a: string, b: string): boolean {
  return a.trim().localeCompare(b.trim(), "fr", { sensitivity: "base" }) === 0;
}

/** The team member a listing names as its broker (given and family name, case and accents aside). */
export function memberOfContact(
  contact: Pick<PropertyContact, "agentGivenName" | "agentFamilyName">,
): TeamMember | undefined {
  const [given, family] = [contact.agentGivenName.trim(), contact.agentFamilyName.trim()];
  if (!given && !family) return undefined;
  return team.find((member) => same(member.first_name, given) && same(member.last_name, family));
}
