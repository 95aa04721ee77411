import { defineTexts } from "@rli/contract/i18n/texts";

/**
 * The valuation page's own words: its title, the steps' titles, the text around the wizard and its
 * meta data. Shipped with the page's script in the three languages (about 2 KB): sent with the
 * page's data instead, they would be written twice in every step's document.
 */
export const valuationPageTexts = defineTexts({
  fr: {
    steps: ["Introduction", "Informations et état", "Informations complémentaires", "Localisation", "Votre contact"],
    metaTitle: "Estimation immobilière gratuite",
    metaStep: (step: number, count: number, title: string) =>
      `Estimation immobilière – étape ${step} sur ${count} : ${title}`,
    metaDescription:
      "Demandez l'estimation gratuite et sans engagement de votre appartement ou de votre maison dans le Chablais et sur la Riviera vaudoise.",
    title: "Estimation immobilière gratuite",
    lead: "Vous pensez vendre votre appartement ou votre maison dans le Chablais ou sur la Riviera ? Connaître sa juste valeur est la première étape. Notre estimation est gratuite et sans engagement.",
    how: {
      title: "Comment ça marche ?",
      describe: "Décrivez votre bien",
      describeText:
        " en quatre courtes étapes : type, surfaces, état, situation et vos coordonnées. Comptez deux à trois minutes.",
      call: "Un expert vous rappelle",
      callText: " rapidement pour faire connaissance et convenir d'une visite de votre bien.",
      receive: "Vous recevez une estimation argumentée",
      receiveText: ", fondée sur les ventes récentes de votre région et sur les atouts de votre bien.",
    },
    why: (agency: string) => `Pourquoi confier l'estimation de votre bien à ${agency} ?`,
    reasons: {
      experience: "Plus de 20 ans d'expérience",
      experienceText: (year: number) =>
        `Depuis ${year}, nous suivons chaque jour le marché immobilier entre Monthey et Vevey.`,
      market: "Une valeur fondée sur le marché",
      marketText:
        "Nous comparons votre bien aux transactions récentes de votre commune et tenons compte de ses atouts réels.",
      free: "Gratuit et sans engagement",
      freeText:
        "Vous restez libre de la suite : vendre avec nous, plus tard, ou simplement savoir ce que vaut votre bien.",
    },
    privacy:
      "Les informations de ce formulaire sont transmises par e-mail à nos courtiers ; elles ne sont pas conservées sur le site.",
  },
  de: {
    steps: ["Einführung", "Angaben und Zustand", "Weitere Angaben", "Lage", "Ihre Kontaktdaten"],
    metaTitle: "Kostenlose Immobilienbewertung",
    metaStep: (step: number, count: number, title: string) =>
      `Immobilienbewertung – Schritt ${step} von ${count}: ${title}`,
    metaDescription:
      "Verlangen Sie die kostenlose und unverbindliche Bewertung Ihrer Wohnung oder Ihres Hauses im Chablais und an der Waadtländer Riviera.",
    title: "Kostenlose Immobilienbewertung",
    lead: "Sie denken daran, Ihre Wohnung oder Ihr Haus im Chablais oder an der Riviera zu verkaufen? Den richtigen Wert zu kennen, ist der erste Schritt. Unsere Bewertung ist kostenlos und unverbindlich.",
    how: {
      title: "Wie funktioniert es?",
      describe: "Beschreiben Sie Ihre Immobilie",
      describeText:
        " in vier kurzen Schritten: Art, Flächen, Zustand, Lage und Ihre Kontaktdaten. Rechnen Sie mit zwei bis drei Minuten.",
      call: "Eine Fachperson ruft Sie rasch an",
      callText: ", um Sie kennenzulernen und eine Besichtigung Ihrer Immobilie zu vereinbaren.",
      receive: "Sie erhalten eine begründete Bewertung",
      receiveText: ", gestützt auf die jüngsten Verkäufe in Ihrer Region und die Stärken Ihrer Immobilie.",
    },
    why: (agency: string) => `Warum die Bewertung Ihrer Immobilie ${agency} anvertrauen?`,
    reasons: {
      experience: "Über 20 Jahre Erfahrung",
      experienceText: (year: number) =>
        `Seit ${year} verfolgen wir täglich den Immobilienmarkt zwischen Monthey und Vevey.`,
      market: "Ein Wert, der auf dem Markt beruht",
      marketText:
        "Wir vergleichen Ihre Immobilie mit den jüngsten Handänderungen in Ihrer Gemeinde und berücksichtigen ihre tatsächlichen Stärken.",
      free: "Kostenlos und unverbindlich",
      freeText:
        "Sie entscheiden frei, wie es weitergeht: mit uns verkaufen, später, oder einfach wissen, was Ihre Immobilie wert ist.",
    },
    privacy:
      "Die Angaben dieses Formulars werden per E-Mail an unsere Maklerinnen und Makler übermittelt; sie werden nicht auf der Website gespeichert.",
  },
  en: {
    steps: ["Overview", "Details and condition", "Further details", "Location", "Your details"],
    metaTitle: "Free property valuation",
    metaStep: (step: number, count: number, title: string) => `Property valuation – step ${step} of ${count}: ${title}`,
    metaDescription:
      "Ask for a free, no-obligation valuation of your flat or house in the Chablais and on the Vaud Riviera.",
    title: "Free property valuation",
    lead: "Thinking of selling your flat or house in the Chablais or on the Riviera? Knowing its fair value is the first step. Our valuation is free and without obligation.",
    how: {
      title: "How does it work?",
      describe: "Describe your property",
      describeText:
        " in four short steps: type, areas, condition, location and your details. Allow two to three minutes.",
      call: "An expert calls you back",
      callText: " promptly to get to know you and arrange a visit to your property.",
      receive: "You receive a reasoned valuation",
      receiveText: ", based on recent sales in your area and on the strengths of your property.",
    },
    why: (agency: string) => `Why entrust the valuation of your property to ${agency}?`,
    reasons: {
      experience: "Over 20 years of experience",
      experienceText: (year: number) =>
        `Since ${year}, we have followed the property market between Monthey and Vevey every day.`,
      market: "A value grounded in the market",
      marketText:
        "We compare your property with recent sales in your municipality and take its real strengths into account.",
      free: "Free and without obligation",
      freeText: "What happens next is up to you: sell with us, later, or simply find out what your property is worth.",
    },
    privacy: "The information in this form is sent by email to our estate agents; it is not kept on the website.",
  },
});
