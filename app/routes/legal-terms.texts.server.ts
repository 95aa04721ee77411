import { agency } from "@rli/contract/agency/agency";
import { defineTexts } from "@rli/contract/i18n/texts";
import { seat } from "~/components/legal/AgencyAddress";

const site = agency.siteUrl.replace(/^https?:\/\//, "");

/**
 * The terms of use in each language (product §2.15), section by section as the page numbers them;
 * the German and English texts translate the French one, which prevails.
 */
export const termsTexts = defineTexts({
  fr: {
    title: "Conditions générales d'utilisation",
    description: `Conditions d'utilisation du site de ${agency.name} : annonces sans garantie, prix en CHF, propriété intellectuelle, responsabilité, droit suisse et for à ${seat.town}.`,
    intro: [
      "Merci de lire attentivement ces conditions : elles précisent la portée des informations publiées sur notre site et les règles de son utilisation.",
    ],
    sections: {
      objet: {
        title: "Objet et acceptation",
        blocks: [
          `Le site ${site} présente les activités de ${agency.name} : biens immobiliers à vendre et à louer, promotions neuves, biens vendus, estimation de biens et informations sur l'agence et son équipe. Il permet aussi de nous envoyer une demande de contact, une demande d'estimation ou un avis de satisfaction.`,
          "Les présentes conditions régissent l'utilisation du site. En le consultant, vous les acceptez. Si vous n'êtes pas d'accord, nous vous prions de ne pas utiliser le site.",
        ],
      },
      editeur: {
        title: "Éditeur du site",
        blocks: [
          "Le site est édité par :",
          { address: true },
          "L'agence dispose d'une seconde adresse à Vevey. Les coordonnées de nos deux agences figurent au bas de chaque page.",
        ],
      },
      annonces: {
        title: "Annonces immobilières",
        blocks: [
          "Les annonces sont établies avec soin, à partir des informations fournies par les propriétaires et des documents à notre disposition. Elles sont publiées sans garantie d'exactitude ni d'exhaustivité et peuvent être modifiées ou retirées à tout moment, sans préavis, notamment lorsqu'un bien a été vendu, loué ou réservé entre-temps.",
          "Les surfaces, volumes et autres données techniques sont indicatifs. Les photographies, illustrations, plans et visualisations n'ont pas de valeur contractuelle ; pour les promotions neuves, les finitions et aménagements peuvent différer du projet présenté.",
          "Une annonce ne constitue pas une offre ferme. Seuls les contrats signés font foi ; la vente d'un immeuble requiert en outre un acte authentique établi par un notaire (art. 216 du Code des obligations).",
        ],
      },
      prix: {
        title: "Prix",
        blocks: [
          "Les prix sont indiqués en francs suisses (CHF). Les prix de vente s'entendent hors frais de notaire, droits de mutation, émoluments du registre foncier et frais de financement, sauf mention contraire. Les loyers sont mensuels ; le montant des charges et de la garantie de loyer est précisé dans l'annonce ou sur demande.",
          "Lorsque le prix n'est pas publié, l'annonce indique « Prix sur demande » : contactez-nous pour le connaître.",
        ],
      },
      estimation: {
        title: "Estimation et formulaires",
        blocks: [
          "La demande d'estimation en ligne est gratuite et sans engagement : elle ne vous oblige pas à nous confier la vente de votre bien. L'estimation que nous vous remettons est une appréciation de la valeur de marché, fondée sur les informations reçues et sur notre visite ; elle ne constitue pas une expertise officielle.",
          "Lorsque vous utilisez un formulaire, vous vous engagez à fournir des informations exactes et à ne pas vous servir du site de manière abusive, par exemple pour envoyer des messages publicitaires ou automatisés. Le traitement des données envoyées est décrit dans notre [politique de confidentialité](/politique-de-confidentialite).",
        ],
      },
      "propriete-intellectuelle": {
        title: "Propriété intellectuelle",
        blocks: [
          `Les textes, photographies, illustrations, plans, logos et la mise en page du site sont protégés par le droit d'auteur et le droit des marques ; ils appartiennent à ${agency.name} ou à ses partenaires, qui en ont autorisé l'usage. Vous pouvez consulter et imprimer les pages pour votre usage privé et partager le lien d'une annonce. Toute autre reproduction, modification ou diffusion, totale ou partielle, requiert notre accord écrit préalable.`,
        ],
      },
      liens: {
        title: "Liens",
        blocks: [
          "Le site contient des liens vers des sites de tiers, par exemple des réseaux sociaux ou des services de cartographie. Nous n'avons aucune influence sur leur contenu ni sur leur traitement des données et déclinons toute responsabilité à leur égard ; leurs propres conditions s'appliquent.",
          "Vous pouvez créer un lien vers les pages de notre site, à condition qu'il ne laisse pas croire à un partenariat qui n'existe pas et que les pages ne soient pas intégrées dans un autre site (cadre ou « frame »).",
        ],
      },
      disponibilite: {
        title: "Disponibilité du site",
        blocks: [
          "Nous nous efforçons de rendre le site accessible en permanence, mais ne pouvons le garantir. Son accès peut être interrompu, notamment pour des travaux de maintenance ou en cas de panne, et son contenu peut être modifié à tout moment.",
        ],
      },
      responsabilite: {
        title: "Limitation de responsabilité",
        blocks: [
          `Dans les limites permises par la loi, ${agency.name} décline toute responsabilité pour les dommages directs ou indirects résultant de l'utilisation du site ou de l'impossibilité de l'utiliser, d'informations inexactes ou incomplètes, de l'interruption du site, ou de virus et autres programmes malveillants, de même que pour les décisions prises sur la seule base des informations publiées.`,
          "Demeure réservée la responsabilité pour les dommages causés intentionnellement ou par négligence grave (art. 100 du Code des obligations).",
        ],
      },
      "protection-des-donnees": {
        title: "Protection des données",
        blocks: [
          "Le site n'enregistre pas les données que vous envoyez : elles sont transmises par e-mail à nos courtiers. Le détail de ces traitements, les cookies techniques utilisés et vos droits sont décrits dans notre [politique de confidentialité](/politique-de-confidentialite).",
        ],
      },
      modifications: {
        title: "Modifications",
        blocks: [
          "Nous pouvons modifier les présentes conditions à tout moment. La version applicable est celle publiée sur cette page au moment de votre visite.",
        ],
      },
      "droit-applicable": {
        title: "Droit applicable et for",
        blocks: [
          `Les présentes conditions et l'utilisation du site sont soumises exclusivement au droit suisse, à l'exclusion des règles de conflit de lois. Le for exclusif est à ${seat.town} (${seat.region}), sous réserve des fors impératifs prévus par la loi, notamment en faveur des consommateurs.`,
        ],
      },
    },
  },
  de: {
    title: "Allgemeine Nutzungsbedingungen",
    description: `Nutzungsbedingungen der Website von ${agency.name}: Inserate ohne Gewähr, Preise in CHF, geistiges Eigentum, Haftung, Schweizer Recht und Gerichtsstand in ${seat.town}.`,
    intro: [
      "Bitte lesen Sie diese Bedingungen aufmerksam: Sie legen fest, welche Tragweite die auf unserer Website veröffentlichten Informationen haben und welche Regeln für ihre Nutzung gelten.",
    ],
    sections: {
      objet: {
        title: "Gegenstand und Annahme",
        blocks: [
          `Die Website ${site} stellt die Tätigkeiten von ${agency.name} vor: Immobilien zu kaufen und zu mieten, Neubauprojekte, verkaufte Objekte, Immobilienbewertung sowie Informationen über das Immobilienbüro und sein Team. Über sie können Sie uns auch eine Kontaktanfrage, eine Bewertungsanfrage oder eine Rückmeldung zu Ihrer Zufriedenheit senden.`,
          "Diese Bedingungen regeln die Nutzung der Website. Indem Sie sie besuchen, nehmen Sie diese Bedingungen an. Sind Sie damit nicht einverstanden, bitten wir Sie, die Website nicht zu nutzen.",
        ],
      },
      editeur: {
        title: "Herausgeberin der Website",
        blocks: [
          "Die Website wird herausgegeben von:",
          { address: true },
          "Das Immobilienbüro hat eine zweite Adresse in Vevey. Die Kontaktangaben unserer beiden Geschäftsstellen finden Sie unten auf jeder Seite.",
        ],
      },
      annonces: {
        title: "Immobilieninserate",
        blocks: [
          "Die Inserate werden sorgfältig erstellt, gestützt auf die Angaben der Eigentümerinnen und Eigentümer und die uns vorliegenden Unterlagen. Sie werden ohne Gewähr für Richtigkeit und Vollständigkeit veröffentlicht und können jederzeit ohne Vorankündigung geändert oder entfernt werden, insbesondere wenn ein Objekt inzwischen verkauft, vermietet oder reserviert wurde.",
          "Flächen, Volumen und andere technische Angaben sind unverbindlich. Fotos, Illustrationen, Pläne und Visualisierungen sind nicht Vertragsbestandteil; bei Neubauprojekten können Ausbau und Ausstattung vom vorgestellten Projekt abweichen.",
          "Ein Inserat ist kein verbindliches Angebot. Massgebend sind allein die unterzeichneten Verträge; der Verkauf eines Grundstücks bedarf zudem der öffentlichen Beurkundung durch eine Notarin oder einen Notar (Art. 216 Obligationenrecht, OR).",
        ],
      },
      prix: {
        title: "Preise",
        blocks: [
          "Die Preise sind in Schweizer Franken (CHF) angegeben. Verkaufspreise verstehen sich, sofern nicht anders vermerkt, ohne Notariatskosten, Handänderungssteuer, Grundbuchgebühren und Finanzierungskosten. Mietzinse sind monatlich; die Höhe der Nebenkosten und der Mietkaution ist im Inserat angegeben oder auf Anfrage erhältlich.",
          "Ist der Preis nicht veröffentlicht, steht im Inserat «Preis auf Anfrage»: Kontaktieren Sie uns, um ihn zu erfahren.",
        ],
      },
      estimation: {
        title: "Bewertung und Formulare",
        blocks: [
          "Die Online-Bewertungsanfrage ist kostenlos und unverbindlich: Sie verpflichtet Sie nicht, uns mit dem Verkauf Ihrer Immobilie zu beauftragen. Die Bewertung, die wir Ihnen übergeben, ist eine Einschätzung vom Marktwert, gestützt auf die erhaltenen Angaben und unsere Besichtigung; sie ist kein amtliches Gutachten.",
          "Wenn Sie ein Formular verwenden, verpflichten Sie sich, zutreffende Angaben zu machen und die Website nicht missbräuchlich zu nutzen, etwa um Werbung oder automatisierte Nachrichten zu senden. Die Bearbeitung der gesendeten Daten ist in unserer [Datenschutzerklärung](/politique-de-confidentialite) beschrieben.",
        ],
      },
      "propriete-intellectuelle": {
        title: "Geistiges Eigentum",
        blocks: [
          `Texte, Fotos, Illustrationen, Pläne, Logos und die Gestaltung der Website sind urheber- und markenrechtlich geschützt; sie gehören ${agency.name} oder ihren Partnern, die ihre Verwendung erlaubt haben. Sie dürfen die Seiten für den privaten Gebrauch ansehen und ausdrucken und den Link zu einem Inserat teilen. Jede andere vollständige oder teilweise Vervielfältigung, Änderung oder Verbreitung bedarf unserer vorgängigen schriftlichen Zustimmung.`,
        ],
      },
      liens: {
        title: "Links",
        blocks: [
          "Die Website enthält Links zu Websites Dritter, zum Beispiel zu sozialen Netzwerken oder Kartendiensten. Wir haben keinen Einfluss auf deren Inhalt und auf deren Datenbearbeitung und lehnen jede Haftung dafür ab; es gelten deren eigene Bedingungen.",
          "Sie dürfen auf die Seiten unserer Website verlinken, sofern der Link keine Partnerschaft vortäuscht, die nicht besteht, und die Seiten nicht in eine andere Website eingebettet werden (Frame).",
        ],
      },
      disponibilite: {
        title: "Verfügbarkeit der Website",
        blocks: [
          "Wir bemühen uns, die Website jederzeit zugänglich zu halten, können dies aber nicht garantieren. Der Zugang kann unterbrochen werden, namentlich für Wartungsarbeiten oder bei einer Störung, und ihr Inhalt kann jederzeit geändert werden.",
        ],
      },
      responsabilite: {
        title: "Haftungsbeschränkung",
        blocks: [
          `Soweit gesetzlich zulässig, lehnt ${agency.name} jede Haftung ab für direkte oder indirekte Schäden, die aus der Nutzung der Website oder der Unmöglichkeit ihrer Nutzung, aus unrichtigen oder unvollständigen Informationen, aus Unterbrüchen der Website oder aus Viren und anderer Schadsoftware entstehen, ebenso für Entscheide, die allein gestützt auf die veröffentlichten Informationen getroffen werden.`,
          "Vorbehalten bleibt die Haftung für absichtlich oder grobfahrlässig verursachte Schäden (Art. 100 Obligationenrecht, OR).",
        ],
      },
      "protection-des-donnees": {
        title: "Datenschutz",
        blocks: [
          "Die Website speichert die Daten nicht, die Sie senden: Sie werden per E-Mail an unsere Makler übermittelt. Einzelheiten zu dieser Bearbeitung, die verwendeten technischen Cookies und Ihre Rechte sind in unserer [Datenschutzerklärung](/politique-de-confidentialite) beschrieben.",
        ],
      },
      modifications: {
        title: "Änderungen",
        blocks: [
          "Wir können diese Bedingungen jederzeit ändern. Es gilt die Fassung, die im Zeitpunkt Ihres Besuchs auf dieser Seite veröffentlicht ist. Bei Abweichungen geht die französische Fassung vor.",
        ],
      },
      "droit-applicable": {
        title: "Anwendbares Recht und Gerichtsstand",
        blocks: [
          `Diese Bedingungen und die Nutzung der Website unterstehen ausschliesslich dem Schweizer Recht, unter Ausschluss der Kollisionsnormen. Ausschliesslicher Gerichtsstand ist ${seat.town} (Wallis), vorbehalten bleiben die zwingenden gesetzlichen Gerichtsstände, namentlich zugunsten der Konsumentinnen und Konsumenten.`,
        ],
      },
    },
  },
  en: {
    title: "Terms of use",
    description: `Terms of use of the ${agency.name} website: listings without guarantee, prices in CHF, intellectual property, liability, Swiss law and jurisdiction in ${seat.town}.`,
    intro: [
      "Please read these terms carefully: they set out the scope of the information published on our website and the rules for using it.",
    ],
    sections: {
      objet: {
        title: "Purpose and acceptance",
        blocks: [
          `The website ${site} presents the business of ${agency.name}: properties for sale and to let, new developments, properties sold, property valuations and information about the agency and its team. It also lets you send us an enquiry, a valuation request or feedback on our service.`,
          "These terms govern the use of the website. By visiting it, you accept them. If you do not agree with them, please do not use the website.",
        ],
      },
      editeur: {
        title: "Publisher of the website",
        blocks: [
          "The website is published by:",
          { address: true },
          "The agency has a second office in Vevey. The contact details of both our offices are shown at the bottom of every page.",
        ],
      },
      annonces: {
        title: "Property listings",
        blocks: [
          "Listings are prepared with care, from the information provided by the owners and the documents available to us. They are published without any guarantee of accuracy or completeness and may be changed or withdrawn at any time without notice, in particular when a property has been sold, let or reserved in the meantime.",
          "Floor areas, volumes and other technical data are given for information only. Photographs, illustrations, plans and visualisations are not contractual; for new developments, finishes and fittings may differ from the project shown.",
          "A listing is not a binding offer. Only signed contracts are authoritative; the sale of real property also requires a public deed drawn up by a notary (art. 216 of the Swiss Code of Obligations).",
        ],
      },
      prix: {
        title: "Prices",
        blocks: [
          "Prices are given in Swiss francs (CHF). Sale prices exclude notary fees, transfer tax, land registry fees and financing costs, unless stated otherwise. Rents are monthly; the amount of the service charges and of the rent deposit is given in the listing or on request.",
          "Where the price is not published, the listing says “Price on request”: contact us to find it out.",
        ],
      },
      estimation: {
        title: "Valuations and forms",
        blocks: [
          "Requesting a valuation online is free and without obligation: it does not bind you to instruct us to sell your property. The valuation we give you is an assessment of the market value, based on the information received and on our visit; it is not an official expert appraisal.",
          "When you use a form, you undertake to provide accurate information and not to misuse the website, for example to send advertising or automated messages. How the data you send is processed is described in our [privacy policy](/politique-de-confidentialite).",
        ],
      },
      "propriete-intellectuelle": {
        title: "Intellectual property",
        blocks: [
          `The texts, photographs, illustrations, plans, logos and layout of the website are protected by copyright and trade mark law; they belong to ${agency.name} or to its partners, who have authorised their use. You may view and print the pages for your private use and share the link to a listing. Any other reproduction, modification or distribution, in whole or in part, requires our prior written consent.`,
        ],
      },
      liens: {
        title: "Links",
        blocks: [
          "The website contains links to third-party websites, for example social networks or map services. We have no influence over their content or over how they process data and accept no liability for them; their own terms apply.",
          "You may link to the pages of our website, provided that the link does not suggest a partnership that does not exist and that the pages are not embedded in another website (in a frame).",
        ],
      },
      disponibilite: {
        title: "Availability of the website",
        blocks: [
          "We endeavour to keep the website available at all times but cannot guarantee it. Access may be interrupted, in particular for maintenance work or in the event of a failure, and its content may be changed at any time.",
        ],
      },
      responsabilite: {
        title: "Limitation of liability",
        blocks: [
          `To the extent permitted by law, ${agency.name} accepts no liability for any direct or indirect damage resulting from the use of the website or the inability to use it, from inaccurate or incomplete information, from interruptions of the website, or from viruses and other malicious software, nor for decisions taken solely on the basis of the information published.`,
          "Liability for damage caused intentionally or through gross negligence remains reserved (art. 100 of the Swiss Code of Obligations).",
        ],
      },
      "protection-des-donnees": {
        title: "Data protection",
        blocks: [
          "The website does not store the data you send: it is passed on by email to our estate agents. The details of this processing, the technical cookies used and your rights are described in our [privacy policy](/politique-de-confidentialite).",
        ],
      },
      modifications: {
        title: "Changes",
        blocks: [
          "We may change these terms at any time. The version that applies is the one published on this page at the time of your visit. In the event of any discrepancy, the French version prevails.",
        ],
      },
      "droit-applicable": {
        title: "Applicable law and jurisdiction",
        blocks: [
          `These terms and the use of the website are governed exclusively by Swiss law, to the exclusion of its conflict-of-laws rules. The exclusive place of jurisdiction is ${seat.town} (Valais), subject to the mandatory places of jurisdiction provided for by law, in particular in favour of consumers.`,
        ],
      },
    },
  },
});
