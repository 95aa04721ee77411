import { agency } from "@rli/contract/agency/agency";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the home page. */
export const homeTexts = defineTexts({
  fr: {
    title: `${agency.name} | Agence immobilière à Monthey et Vevey`,
    description: `Achat, vente, location et estimation de biens immobiliers dans le Chablais et sur la Riviera vaudoise. ${agency.name}, depuis ${agency.founded}.`,
    heroTitle: "Votre bien immobilier entre lac et montagnes",
    heroLead: "Acheter, vendre ou louer dans le Chablais et sur la Riviera.",
    agencyTitle: `${agency.name}, votre agence depuis ${agency.founded}`,
    agencyLead:
      "Depuis plus de 20 ans, notre équipe accompagne vendeurs, acheteurs et locataires entre Monthey et Vevey : estimation gratuite, mise en valeur de votre bien, visites, négociation et suivi jusqu'à la signature chez le notaire.",
    offices: "Nos deux agences",
    apartmentsForSale: "Appartements à vendre",
    housesForSale: "Maisons à vendre",
    apartmentsToRent: "Appartements à louer",
    housesToRent: "Maisons à louer",
    contactOffice: (town: string) => `Contacter l'agence de ${town}`,
  },
  de: {
    title: `${agency.name} | Immobilienbüro in Monthey und Vevey`,
    description: `Kauf, Verkauf, Vermietung und Bewertung von Immobilien im Chablais und an der Waadtländer Riviera. ${agency.name}, seit ${agency.founded}.`,
    heroTitle: "Ihre Immobilie zwischen See und Bergen",
    heroLead: "Kaufen, verkaufen oder mieten im Chablais und an der Riviera.",
    agencyTitle: `${agency.name}, Ihr Immobilienbüro seit ${agency.founded}`,
    agencyLead:
      "Seit über 20 Jahren begleitet unser Team Verkäufer, Käufer und Mieter zwischen Monthey und Vevey: kostenlose Bewertung, gekonnte Präsentation Ihrer Immobilie, Besichtigungen, Verhandlung und Betreuung bis zur Unterzeichnung beim Notar.",
    offices: "Unsere zwei Geschäftsstellen",
    apartmentsForSale: "Wohnungen zu verkaufen",
    housesForSale: "Häuser zu verkaufen",
    apartmentsToRent: "Wohnungen zu vermieten",
    housesToRent: "Häuser zu vermieten",
    contactOffice: (town: string) => `Geschäftsstelle ${town} kontaktieren`,
  },
  en: {
    title: `${agency.name} | Estate agency in Monthey and Vevey`,
    description: `Buying, selling, letting and valuing property in the Chablais and on the Vaud Riviera. ${agency.name}, since ${agency.founded}.`,
    heroTitle: "Your property between lake and mountains",
    heroLead: "Buy, sell or rent in the Chablais and on the Riviera.",
    agencyTitle: `${agency.name}, your agency since ${agency.founded}`,
    agencyLead:
      "For more than 20 years, our team has been guiding sellers, buyers and tenants between Monthey and Vevey: free valuation, showing your property at its best, viewings, negotiation and support right up to signing at the notary's.",
    offices: "Our two offices",
    apartmentsForSale: "Flats for sale",
    housesForSale: "Houses for sale",
    apartmentsToRent: "Flats to let",
    housesToRent: "Houses to let",
    contactOffice: (town: string) => `Contact our ${town} office`,
  },
});

/** The Riviera the agency serves beside the Chablais, as the home page's structured data names it. */
export const homeAreaTexts = defineTexts({
  fr: { riviera: "Riviera vaudoise" },
  de: { riviera: "Waadtländer Riviera" },
  en: { riviera: "Vaud Riviera" },
});
