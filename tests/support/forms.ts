/**
 * Valid answers to the site's forms, as a visitor posts them (urlencoded, without JavaScript):
 * the one copy every suite uses (routes, resilience, fuzz, e2e). Spread and change a field to
 * test a variant.
 */

export const validContact: Record<string, string> = {
  preferredTitle: "Madame",
  name: "Claire",
  lastName: "Favre",
  email: "claire.favre@example.ch",
  phone: "024 471 12 34",
  address: "Rue du Bourg 5",
  postalCode: "1870",
  city: "Monthey",
  country: "CH",
  message: "Bonjour, je souhaite visiter ce bien.",
  rgpd: "on",
  link: "/annonces?contact=RLM-1047",
  ref: "RLM-1047",
};

/** What the contact form shows again after a failed send: validContact's values in their fields, and its message. */
export const keptContactValues: readonly string[] = [
  ...["name", "lastName", "email", "phone", "address"].map((field) => `value="${validContact[field]}"`),
  validContact.message!,
];

export const validSurvey: Record<string, string> = {
  type: "Maison",
  globalSatisfaction: "Très satisfait",
  communicationWithAgent: "Bonne",
  agentSkills: "Très compétent",
  marketingSupportsSatisfaction: "Très bonne",
  wouldYouRecommend: "true",
  description: "Un suivi impeccable, merci !",
  rgpd: "on",
};

type Fields = Record<string, string>;

/** The four steps of the valuation wizard, in order. */
export const valuationSteps: readonly [Fields, Fields, Fields, Fields] = [
  {
    type: "Maison individuelle",
    livingArea: "180",
    terrainArea: "900",
    rooms: "5.5",
    bathrooms: "2",
    constructionYear: "1987",
    state: "Rénové",
  },
  { garage: "on", parkingSpot: "on", additionalCharacteristics: "Jardin arborisé" },
  { address: "Route du Village 12", postalCode: "1872", city: "Troistorrents" },
  {
    title: "Madame",
    name: "Sophie",
    lastName: "Rey",
    phone: "",
    email: "sophie.rey@example.ch",
    motive: "Par curiosité",
    rgpd: "on",
  },
];

/** The form's message when the upstream could not take it (HTML-escaped, as in the page). */
export const SEND_FAILED = "Votre message n&#x27;a pas pu être envoyé pour le moment.";
