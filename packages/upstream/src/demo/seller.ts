/**
 * The agency as the seller of the demo listings: its offices, its brokers as contact people.
 */
import { agency, team, type TeamMember } from "@rli/contract/agency/agency";
import type { Place } from "./places";
import type { Organization, Person, Seller } from "./shapes";

export function splitStreet(street: string): { street: string; streetNumber?: string } {
  const match = /^(.*\S)\s+(\d+\w?)$/.exec(street);
  return match ? { street: match[1] as string, streetNumber: match[2] as string } : { street };
}

export function member(id: string): TeamMember {
  const found = team.find((m) => m.id === id);
  if (!found) throw new Error(`unknown team member ${id}`);
  return found;
}

export function person(m: TeamMember): Person {
  const p: Person = {
    gender: m.title === "Madame" ? "female" : "male",
    function: m.role,
    givenName: m.first_name,
    familyName: m.last_name,
    email: m.email,
    phone: m.phone,
  };
  if (m.mobile) p.mobile = m.mobile;
  return p;
}

export function organization(area: Place["area"]): Organization {
  const office = area === "chablais" ? agency.offices[0] : agency.offices[1];
  return {
    id: area === "chablais" ? "rlm-monthey" : "rlm-vevey",
    legalName: agency.name,
    brand: agency.name,
    email: agency.email,
    phone: office.phone,
    website: { url: agency.siteUrl, label: agency.siteUrl.replace(/^https:\/\/(www\.)?/, "") },
    address: {
      countryCode: "CH",
      locality: office.town,
      region: office.region,
      postalCode: office.postalCode,
      ...splitStreet(office.street),
    },
  };
}

export function seller(area: Place["area"], contact: TeamMember, visit?: TeamMember): Seller {
  const s: Seller = { inquiryEmail: agency.email, organization: organization(area), contactPerson: person(contact) };
  if (visit && visit.id !== contact.id) s.visitPerson = person(visit);
  return s;
}
