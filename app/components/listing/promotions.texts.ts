import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of the promotions lists around their cards. */
export const promotionsListTexts = defineTexts({
  fr: {
    lead: "Des logements neufs sur plan entre le Chablais et la Riviera : suivez les disponibilités lot par lot et choisissez vos finitions avec nos courtiers.",
    empty: "Aucune promotion n'est proposée ici pour le moment.",
    seeAll: "Voir toutes nos promotions",
  },
  de: {
    lead: "Neubauwohnungen ab Plan zwischen Chablais und Riviera: Verfolgen Sie die Verfügbarkeit Einheit für Einheit und wählen Sie Ihren Ausbau mit unseren Maklerinnen und Maklern.",
    empty: "Hier wird zurzeit kein Neubauprojekt angeboten.",
    seeAll: "Alle Neubauprojekte ansehen",
  },
  en: {
    lead: "New homes sold off plan between the Chablais and the Riviera: follow availability unit by unit and choose your finishes with our estate agents.",
    empty: "No new development is on offer here at the moment.",
    seeAll: "See all our new developments",
  },
});
