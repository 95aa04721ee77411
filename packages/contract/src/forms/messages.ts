/**
 * Every message a form can show, in one place.
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
  country: "Veuillez choisir un pays de la liste.",
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
  sendFailed:
    "Votre message n'a pas pu être envoyé pour le moment. Veuillez réessayer dans quelques minutes ou nous appeler.",
} as const;

export function tooLongMessage(max: number): string {
  return `Ce champ ne peut pas dépasser ${max} caractères.`;
}

export function rangeMessage(min: number, max: number): string {
  return `Veuillez entrer une valeur entre ${formatNumber(min)} et ${formatNumber(max)}.`;
}

export function stepMessage(step: number): string {
  return `Veuillez entrer un multiple de ${formatNumber(step)}.`;
}

function formatNumber(value: number): string {
  return String(value).replace(".", ",");
}
