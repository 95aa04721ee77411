import { agency } from "@rli/contract/agency/agency";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of a team member's page, sent with its data. */
export const teamMemberTexts = defineTexts({
  fr: {
    title: (name: string) => `${name}, équipe ${agency.name}`,
    description: (name: string, role: string) =>
      `${name}, ${role} chez ${agency.name} : coordonnées directes, langues et biens proposés.`,
    listings: (name: string) => `Les biens de ${name}`,
    none: "Aucun bien n'est proposé en ce moment par ce courtier. Notre équipe vous renseigne volontiers.",
    team: "Toute l'équipe",
    notFound: "Ce membre de l'équipe n'existe pas ou ne travaille plus chez nous.",
  },
  de: {
    title: (name: string) => `${name}, Team ${agency.name}`,
    description: (name: string, role: string) =>
      `${name}, ${role} bei ${agency.name}: direkte Kontaktangaben, Sprachen und angebotene Objekte.`,
    listings: (name: string) => `Die Objekte von ${name}`,
    none: "Diese Person bietet zurzeit keine Objekte an. Unser Team gibt Ihnen gerne Auskunft.",
    team: "Das ganze Team",
    notFound: "Diese Person gehört nicht zu unserem Team oder arbeitet nicht mehr bei uns.",
  },
  en: {
    title: (name: string) => `${name}, ${agency.name} team`,
    description: (name: string, role: string) =>
      `${name}, ${role} at ${agency.name}: direct contact details, languages and the properties on offer.`,
    listings: (name: string) => `Properties handled by ${name}`,
    none: "This agent has no property on offer at the moment. Our team will gladly help you.",
    team: "The whole team",
    notFound: "This team member does not exist or no longer works with us.",
  },
});
