import { defineTexts } from "@rli/contract/i18n/texts";

/** The page after a valuation request (or reached without one). */
export const valuationSentTexts = defineTexts({
  fr: {
    metaSent: "Demande d'estimation envoyée",
    metaTitle: "Votre demande d'estimation",
    metaSentDescription:
      "Votre demande d'estimation a bien été envoyée. Un de nos experts vous contactera très prochainement.",
    metaDescription: (agency: string) =>
      `Estimation gratuite et sans engagement de votre bien immobilier avec ${agency}, à Monthey, Vevey et environs.`,
    sentTitle: "Merci ! Votre demande d'estimation a bien été envoyée.",
    sentText: "Un de nos experts vous contactera très prochainement.",
    sentNext:
      "Il conviendra avec vous d'une visite de votre bien, puis vous remettra une estimation argumentée, gratuite et sans engagement.",
    title: "Votre demande d'estimation",
    text: "Vous souhaitez connaître la valeur de votre bien ? Remplissez notre formulaire d'estimation en quelques minutes : un de nos experts vous recontactera ensuite pour une estimation gratuite et sans engagement.",
    ask: "Demander une estimation",
    home: "Retour à l'accueil",
    listings: "Voir nos annonces",
  },
  de: {
    metaSent: "Bewertungsanfrage gesendet",
    metaTitle: "Ihre Bewertungsanfrage",
    metaSentDescription:
      "Ihre Bewertungsanfrage wurde gesendet. Eine unserer Fachpersonen wird Sie in Kürze kontaktieren.",
    metaDescription: (agency: string) =>
      `Kostenlose und unverbindliche Bewertung Ihrer Immobilie mit ${agency}, in Monthey, Vevey und Umgebung.`,
    sentTitle: "Vielen Dank! Ihre Bewertungsanfrage wurde gesendet.",
    sentText: "Eine unserer Fachpersonen wird Sie in Kürze kontaktieren.",
    sentNext:
      "Sie vereinbart mit Ihnen eine Besichtigung Ihrer Immobilie und übergibt Ihnen danach eine begründete, kostenlose und unverbindliche Bewertung.",
    title: "Ihre Bewertungsanfrage",
    text: "Sie möchten den Wert Ihrer Immobilie kennen? Füllen Sie unser Bewertungsformular in wenigen Minuten aus: Eine unserer Fachpersonen meldet sich danach für eine kostenlose und unverbindliche Bewertung.",
    ask: "Bewertung anfragen",
    home: "Zurück zur Startseite",
    listings: "Unsere Inserate ansehen",
  },
  en: {
    metaSent: "Valuation request sent",
    metaTitle: "Your valuation request",
    metaSentDescription: "Your valuation request has been sent. One of our experts will contact you very soon.",
    metaDescription: (agency: string) =>
      `A free, no-obligation valuation of your property with ${agency}, in Monthey, Vevey and the surrounding area.`,
    sentTitle: "Thank you! Your valuation request has been sent.",
    sentText: "One of our experts will contact you very soon.",
    sentNext:
      "They will arrange a visit to your property with you, then give you a reasoned valuation, free and without obligation.",
    title: "Your valuation request",
    text: "Would you like to know what your property is worth? Fill in our valuation form in a few minutes: one of our experts will then get back to you for a free, no-obligation valuation.",
    ask: "Request a valuation",
    home: "Back to the home page",
    listings: "See our listings",
  },
});
