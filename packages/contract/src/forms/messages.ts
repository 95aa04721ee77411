import { agency } from "../agency/agency";
import { countryName } from "../agency/countries";
import { formatPhone } from "../agency/format";
import { postalCodeExample, postalCodePlaces, type PostalCodeCountry } from "./postal-code";

/**
 * Every message a form can show, in one place, in French: the upstream and the brokers' mail use them
 * as they are, the site answers a visitor in the page's language (app/forms/form-messages.server.ts,
 * the French text being the key).
 * The first block is quoted word for word from product §5 and §8.
 */
export const messages = {
  required: "Veuillez remplir ce champs.",
  email: "Veuillez entrer une adresse email valide.",
  phone: "Veuillez entrer un numéro de téléphone (avec indicatif) valide.",
  number: "Veuillez entrer un nombre valide.",
  checkbox: "Veuillez cocher cette case.",
  formHasErrors: "Des erreurs sont présentes dans le formulaire.",
  contactSent: "Votre demande a été envoyée!",
  satisfactionSent: "Votre avis a été envoyé!",

  option: "Veuillez choisir une option de la liste.",
  answerMissing: "Veuillez choisir une réponse.",
  country: "Veuillez choisir un pays de la liste.",
  postalCode: "Veuillez entrer un code postal fait de lettres, de chiffres, d'espaces ou de traits d'union.",
  integer: "Veuillez entrer un nombre entier.",
  reference: "Cette référence n'est pas valide.",
  link: "Cette adresse de page n'est pas valide.",
  visit: "Cette visite n'est pas reconnue.",
  date: "Veuillez entrer une date valide (jour, mois, année).",
  adultBirthDate: "La personne qui dépose le dossier doit être majeure.",
  moveInDate: "Veuillez choisir une date d'entrée entre aujourd'hui et dans deux ans.",
  documentMissing: "Veuillez joindre ce document.",
  documentKind: "Ce fichier n'est ni un PDF, ni une photo JPEG ou PNG.",
  documentSize: "Ce fichier est vide ou trop lourd.",
  documentsSize: "Les documents sont trop lourds en tout.",
  documentCount: "Trop de fichiers pour ce document.",
  documentEncoding: "Ce fichier n'est pas lisible tel qu'il a été transmis (base64 invalide).",
  documentsBusy:
    "Beaucoup de dossiers arrivent en ce moment : le vôtre n'a pas encore été envoyé. Merci de l'envoyer à nouveau dans une minute ; cet essai ne vous est pas compté.",
  sendFailed:
    "Votre message n'a pas pu être envoyé pour le moment. Veuillez réessayer dans quelques minutes ou nous appeler.",

  formTooFast:
    "Ce formulaire a été envoyé très peu de temps après son ouverture, comme le ferait un robot. Vérifiez vos réponses et envoyez-le à nouveau.",
  formExpired: "Ce formulaire a été ouvert il y a trop longtemps. Vérifiez vos réponses et envoyez-le à nouveau.",
  notAForm: "Les données envoyées ne sont pas celles d'un formulaire. Merci de recharger la page et de réessayer.",
  unreadableForm: "Le formulaire envoyé est illisible. Merci de recharger la page et de réessayer.",
  earlierStepsRefused:
    "Certaines réponses des étapes précédentes n'ont pas été acceptées : revenez-y avec les étapes ci-dessus pour les corriger.",
  wizardTooLong:
    "Vos réponses sont trop longues pour être enregistrées. Raccourcissez le texte « Autres caractéristiques » de l'étape 2.",
  notMultipart: "Le formulaire doit être envoyé avec ses fichiers (multipart/form-data).",
  tooManyFields: "Le formulaire a trop de champs.",
  fieldTooLong: "Un champ du formulaire est trop long.",
  unreadableUpload: "Le formulaire envoyé est illisible.",
  imageUnreadable: "Cette image est illisible ou trop grande.",
  uploadInterrupted: "L'envoi a été interrompu : vérifiez votre connexion, puis envoyez à nouveau.",
  notToLet: "Ce logement n'est pas (ou plus) proposé à la location : aucun dossier ne peut être déposé.",
} as const;

/**
 * The SMTP relay refused the message for good while the visitor waited (another try would be refused
 * too): the agency's phone, as the site shows it, and its e-mail. A function, called on the server only,
 * so that no browser script carries the phone numbering plans `formatPhone` reads.
 */
export function notDeliveredMessage(): string {
  return `Votre message n'a pas pu être remis à l'agence. Merci de nous appeler au ${formatPhone(agency.mainPhone)} ou de nous écrire à ${agency.email}.`;
}

export function tooLongMessage(max: number): string {
  return `Ce champ ne peut pas dépasser ${max} caractères.`;
}

/** A postcode that is not one of the chosen country's (decision 141). */
export function postalCodeMessage(country: PostalCodeCountry): string {
  return `Veuillez entrer un code postal valable ${postalCodePlaces.fr[country]} (p. ex. ${postalCodeExample(country)}).`;
}

/**
 * A phone number that is not one of the chosen country's, nor written with its country code
 * (decision 141): the country (ISO code, named in French) and its calling code ("44").
 */
export function phoneInCountryMessage(country: string, callingCode: string): string {
  return `Veuillez entrer un numéro de téléphone valable pour le pays choisi (${countryName(country)}, +${callingCode}) ou un numéro avec son indicatif international.`;
}

export function rangeMessage(min: number, max: number): string {
  return `Veuillez entrer une valeur entre ${formatNumber(min)} et ${formatNumber(max)}.`;
}

export function stepMessage(step: number): string {
  return `Veuillez entrer un multiple de ${formatNumber(step)}.`;
}

/** "1 fichier", "3 fichiers". */
function files(count: number): string {
  return `${count} ${count > 1 ? "fichiers" : "fichier"}`;
}

/** More files chosen for one document than it takes. */
export function tooManyDocumentsMessage(max: number): string {
  return `${files(max)} au plus pour ce document.`;
}

/** More files in the whole form than it takes. */
export function tooManyFilesMessage(max: number): string {
  return `${files(max)} au plus.`;
}

/** A file over its bound, in megabytes. */
export function fileTooLargeMessage(megabytes: number): string {
  return `Ce fichier dépasse ${formatNumber(megabytes)} Mo.`;
}

/** The files of a post over their bound together (as the server reads them). */
export function filesTooLargeMessage(megabytes: number): string {
  return `Les fichiers dépassent ${formatNumber(megabytes)} Mo en tout.`;
}

/** The documents chosen over their bound together (as the browser checks them). */
export function documentsTooLargeMessage(megabytes: number): string {
  return `Les documents dépassent ${formatNumber(megabytes)} Mo en tout.`;
}

/** A message about one file, after its name. */
export function fileMessage(name: string, message: string): string {
  return `${name} : ${message}`;
}

function formatNumber(value: number): string {
  return String(value).replace(".", ",");
}
