import { agency } from "@rli/contract/agency/agency";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The site's own description, for pages that have none (the error screens) and for its web manifest. */
export const rootTexts = defineTexts({
  fr: {
    description: `${agency.name}, agence immobilière à Monthey et Vevey depuis ${agency.founded}.`,
  },
  de: {
    description: `${agency.name}, Immobilienbüro in Monthey und Vevey seit ${agency.founded}.`,
  },
  en: {
    description: `${agency.name}, estate agency in Monthey and Vevey since ${agency.founded}.`,
  },
});
