import type { ContactRequest } from "@rli/contract/forms/contact";

/**
 * A valid contact request as the site sends it to the upstream (JSON): the one copy the mail
 * suites use. Spread and change a field to test a variant.
 */
export const contactRequest = {
  preferredTitle: "Madame",
  lastName: "Rey",
  name: "Camille",
  email: "camille.rey@example.ch",
  phone: "024 471 12 34",
  address: "Rue du Bourg 3",
  postalCode: "1870",
  city: "Monthey",
  country: "CH",
  message: "Bonjour,\nJe souhaite visiter <b>ce bien</b>.",
  rgpd: true,
  link: "https://www.rhone-leman-immobilier.ch/vente/appartement/monthey-1870/rlm-1001",
  ref: "rlm-1001",
} satisfies ContactRequest;

/**
 * The applicant of a rental application, as typed in the form (text): the one copy the suites of the
 * form, the site and the API use. Spread it and add the household, the date and the documents.
 */
export const applicant = {
  preferredTitle: "Madame",
  lastName: "Dubœuf",
  name: "Claire",
  birthDate: "1990-04-17",
  nationality: "CH",
  permit: "Suisse",
  address: "Chemin des Œillets 4",
  postalCode: "1806",
  city: "Saint-Légier-La Chiésaz",
  country: "CH",
  phone: "079 123 45 67",
  email: "claire.duboeuf@example.ch",
  profession: "Infirmière",
  employer: "Hôpital Riviera-Chablais",
};
