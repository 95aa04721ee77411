import { agency } from "@rli/contract/agency/agency";
import { defineTexts } from "@rli/contract/i18n/texts";

const domain = agency.email.slice(agency.email.indexOf("@"));

/** The words of the listing check (`/verifier`), sent with its data. */
export const verifyTexts = defineTexts({
  fr: {
    title: "Vérifier une annonce",
    description: `Vérifiez qu'une annonce est bien une annonce de ${agency.name} avant de verser quoi que ce soit : par sa référence ou son adresse.`,
    lead: "Des annonces copiées ou inventées circulent sur les portails et les réseaux sociaux, au nom d'agences réelles. Saisissez la référence de l'annonce (par exemple RLM-1047) ou son adresse : nous vous disons si elle est la nôtre et où se trouve sa seule page.",
    label: "Référence ou adresse de l'annonce",
    submit: "Vérifier",
    result: "Résultat",
    ours: (ref: string) => `L'annonce ${ref} est bien la nôtre.`,
    page: "Sa seule page sur notre site :",
    broker: "Le courtier qui s'en occupe :",
    withdrawn: (ref: string) =>
      `L'annonce ${ref} était la nôtre, mais nous ne la proposons plus : une offre à son sujet ne vient pas de nous.`,
    unknown:
      "Aucune annonce de notre agence ne porte cette référence. Si on vous la propose en notre nom, ne versez rien et signalez-la-nous.",
    elsewhere: (host: string) =>
      `Cette adresse mène à ${host}, qui n'est pas notre site. Nos annonces paraissent aussi sur des portails : vérifiez ici la référence qu'elles donnent.`,
    tooLong: "Ce texte est trop long : saisissez une référence ou l'adresse d'une annonce (300 caractères au plus).",
    rulesTitle: "Nos règles, pour reconnaître une fausse annonce",
    rules: [
      "Nous ne demandons jamais d'argent avant une visite : ni acompte, ni garantie, ni frais de dossier.",
      "Chaque visite se fait avec l'un de nos courtiers, qui vous reçoit sur place ou dans nos agences de Monthey et de Vevey.",
      `Nous vous écrivons depuis nos adresses en ${domain} et publions nos annonces sur ${agency.siteUrl.replace("https://", "")}.`,
      "Un loyer ou un prix très en dessous du marché, une urgence, un propriétaire « à l'étranger » : méfiez-vous.",
    ],
    report: "Signaler cette annonce",
    reportOther: "Signaler une annonce suspecte",
  },
  de: {
    title: "Ein Inserat prüfen",
    description: `Prüfen Sie, ob ein Inserat wirklich von ${agency.name} stammt, bevor Sie etwas bezahlen: anhand seiner Referenz oder Adresse.`,
    lead: "Auf Portalen und in sozialen Netzwerken kursieren kopierte oder erfundene Inserate im Namen echter Agenturen. Geben Sie die Referenz des Inserats (zum Beispiel RLM-1047) oder seine Adresse ein: Wir sagen Ihnen, ob es unseres ist und wo seine einzige Seite liegt.",
    label: "Referenz oder Adresse des Inserats",
    submit: "Prüfen",
    result: "Ergebnis",
    ours: (ref: string) => `Das Inserat ${ref} ist tatsächlich unseres.`,
    page: "Seine einzige Seite auf unserer Website:",
    broker: "Der zuständige Makler:",
    withdrawn: (ref: string) =>
      `Das Inserat ${ref} war unseres, wir bieten es aber nicht mehr an: Ein Angebot dazu stammt nicht von uns.`,
    unknown:
      "Kein Inserat unserer Agentur trägt diese Referenz. Wird es Ihnen in unserem Namen angeboten, bezahlen Sie nichts und melden Sie es uns.",
    elsewhere: (host: string) =>
      `Diese Adresse führt zu ${host}, nicht zu unserer Website. Unsere Inserate erscheinen auch auf Portalen: Prüfen Sie hier die Referenz, die sie angeben.`,
    tooLong:
      "Dieser Text ist zu lang: Geben Sie eine Referenz oder die Adresse eines Inserats ein (höchstens 300 Zeichen).",
    rulesTitle: "Unsere Regeln, um ein falsches Inserat zu erkennen",
    rules: [
      "Wir verlangen nie Geld vor einer Besichtigung: weder Anzahlung noch Kaution noch Bearbeitungsgebühr.",
      "Jede Besichtigung findet mit einem unserer Makler statt, vor Ort oder in unseren Geschäftsstellen in Monthey und Vevey.",
      `Wir schreiben Ihnen von unseren Adressen mit ${domain} und veröffentlichen unsere Inserate auf ${agency.siteUrl.replace("https://", "")}.`,
      "Eine Miete oder ein Preis weit unter dem Markt, Zeitdruck, ein Eigentümer «im Ausland»: Seien Sie vorsichtig.",
    ],
    report: "Dieses Inserat melden",
    reportOther: "Ein verdächtiges Inserat melden",
  },
  en: {
    title: "Check a listing",
    description: `Check that a listing really is one of ${agency.name}'s before you pay anything: by its reference or its address.`,
    lead: "Copied or made-up listings circulate on portals and social networks, in the name of real agencies. Enter the listing's reference (for example RLM-1047) or its address: we tell you whether it is ours and where its one page is.",
    label: "Reference or address of the listing",
    submit: "Check",
    result: "Result",
    ours: (ref: string) => `Listing ${ref} is indeed ours.`,
    page: "Its one page on our website:",
    broker: "The agent in charge:",
    withdrawn: (ref: string) =>
      `Listing ${ref} was ours, but we no longer offer it: an offer about it does not come from us.`,
    unknown:
      "No listing of our agency has this reference. If someone offers it to you in our name, pay nothing and report it to us.",
    elsewhere: (host: string) =>
      `This address leads to ${host}, which is not our website. Our listings also appear on portals: check the reference they give here.`,
    tooLong: "This text is too long: enter a reference or the address of a listing (300 characters at most).",
    rulesTitle: "Our rules, to recognise a fake listing",
    rules: [
      "We never ask for money before a viewing: no down payment, no deposit, no application fee.",
      "Every viewing is with one of our agents, on site or at our offices in Monthey and Vevey.",
      `We write to you from our ${domain} addresses and publish our listings on ${agency.siteUrl.replace("https://", "")}.`,
      "A rent or price far below the market, urgency, an owner “abroad”: be wary.",
    ],
    report: "Report this listing",
    reportOther: "Report a suspicious listing",
  },
});
