import { agency } from "@rli/contract/agency/agency";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the team page. */
export const teamPageTexts = defineTexts({
  fr: {
    title: "Notre équipe",
    description: `Rencontrez les courtiers de ${agency.name} à Monthey et Vevey : vente, location, estimation et promotions neuves. Coordonnées directes de chaque conseiller.`,
    lead: `Depuis ${agency.founded}, nos courtiers accompagnent vendeurs, acheteurs et locataires entre le Chablais et la Riviera. Chacun connaît son marché, ses quartiers et ses prix : contactez directement la personne qui suivra votre projet.`,
    members: "Membres de l'équipe",
    projectTitle: "Un projet immobilier ?",
    projectLead: "Nos agences de Monthey et de Vevey vous reçoivent volontiers, de préférence sur rendez-vous.",
    officePhone: (town: string) => `Agence de ${town} : `,
    valuation: "Demander une estimation gratuite",
  },
  de: {
    title: "Unser Team",
    description: `Lernen Sie die Maklerinnen und Makler von ${agency.name} in Monthey und Vevey kennen: Verkauf, Vermietung, Bewertung und Neubauprojekte. Direkte Kontaktangaben aller Beraterinnen und Berater.`,
    lead: `Seit ${agency.founded} begleiten unsere Maklerinnen und Makler Verkäufer, Käufer und Mieter zwischen dem Chablais und der Riviera. Alle kennen ihren Markt, ihre Quartiere und ihre Preise: Kontaktieren Sie direkt die Person, die Ihr Vorhaben betreuen wird.`,
    members: "Mitglieder unseres Teams",
    projectTitle: "Ein Immobilienprojekt?",
    projectLead: "Unsere Geschäftsstellen in Monthey und Vevey empfangen Sie gerne, vorzugsweise nach Vereinbarung.",
    officePhone: (town: string) => `Geschäftsstelle ${town}: `,
    valuation: "Kostenlose Bewertung anfragen",
  },
  en: {
    title: "Our team",
    description: `Meet the estate agents of ${agency.name} in Monthey and Vevey: sales, lettings, valuations and new developments. Direct contact details for every adviser.`,
    lead: `Since ${agency.founded}, our agents have been guiding sellers, buyers and tenants between the Chablais and the Riviera. Each of them knows their market, its neighbourhoods and its prices: contact the person who will handle your plans directly.`,
    members: "Members of the team",
    projectTitle: "Planning a move?",
    projectLead: "Our offices in Monthey and Vevey will be glad to see you, preferably by appointment.",
    officePhone: (town: string) => `${town} office: `,
    valuation: "Ask for a free valuation",
  },
});
