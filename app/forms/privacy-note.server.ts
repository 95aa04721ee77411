import { agency } from "@rli/contract/agency/agency";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { PUBLISHED_MAIL_RETENTION_DAYS } from "./mail-retention";

/**
 * The information given where data is collected (nLPD art. 19), beside a form's send button: who
 * receives the data, for what, that the site keeps none of it. Written by the server in the page's
 * language and given to the form with its view.
 */
export const privacyNoteTexts = defineTexts({
  fr: {
    privacyNote: (agency: string, purpose: string, days: number) =>
      `Vos données sont transmises par e-mail aux courtiers de ${agency}, uniquement pour ${purpose}. Le site n'en garde aucune : un message en attente du serveur de messagerie reste chiffré et est effacé dès son envoi, les copies de la messagerie du site sont effacées après ${days} jours.`,
    purposes: {
      contact: "répondre à votre demande",
      listing: "vous envoyer la documentation de ce bien et répondre à vos questions",
      visit: "organiser votre venue à cette visite",
      valuation: "estimer votre bien et vous recontacter à son sujet",
      satisfaction: "évaluer et améliorer nos services",
      application: "étudier votre candidature pour ce logement et vous répondre",
    },
  },
  de: {
    privacyNote: (agency: string, purpose: string, days: number) =>
      `Ihre Daten werden per E-Mail an die Maklerinnen und Makler von ${agency} übermittelt, ausschliesslich um ${purpose}. Die Website speichert keine davon: Eine Nachricht, die auf den Mailserver wartet, bleibt verschlüsselt und wird nach dem Versand gelöscht; die Kopien im Postfach der Website werden nach ${days} Tagen gelöscht.`,
    purposes: {
      contact: "Ihre Anfrage zu beantworten",
      listing: "Ihnen die Unterlagen zu diesem Objekt zu senden und Ihre Fragen zu beantworten",
      visit: "Ihre Teilnahme an dieser Besichtigung zu organisieren",
      valuation: "Ihre Immobilie zu bewerten und Sie dazu zu kontaktieren",
      satisfaction: "unsere Dienstleistungen zu beurteilen und zu verbessern",
      application: "Ihre Bewerbung für diese Wohnung zu prüfen und Ihnen zu antworten",
    },
  },
  en: {
    privacyNote: (agency: string, purpose: string, days: number) =>
      `Your details are sent by email to the estate agents of ${agency}, solely to ${purpose}. The website keeps none of them: a message waiting for the mail server stays encrypted and is deleted as soon as it is sent, and the copies in the website's mailbox are deleted after ${days} days.`,
    purposes: {
      contact: "answer your enquiry",
      listing: "send you the documentation for this property and answer your questions",
      visit: "arrange your attendance at this viewing",
      valuation: "value your property and contact you about it",
      satisfaction: "assess and improve our services",
      application: "consider your application for this home and reply to you",
    },
  },
});

/** What each form's data is used for. */
export type FormPurpose = keyof (typeof privacyNoteTexts)["fr"]["purposes"];

/** The note of a form, in a language. */
export function privacyNote(language: Language, purpose: FormPurpose): string {
  const texts = privacyNoteTexts[language];
  return texts.privacyNote(agency.name, texts.purposes[purpose], PUBLISHED_MAIL_RETENTION_DAYS);
}
