import { defineTexts } from "@rli/contract/i18n/texts";
import { KEEP_MONTHS, PENDING_HOURS } from "./alert-rules";

/**
 * What a visitor reads of the form of a search alert, under the lists and on its own page: the
 * fields, and what is kept and for how long (nLPD art. 19). The pages of the mails' links have
 * their texts apart (alert-page-texts.ts), loaded by those pages only.
 */
export const alertTexts = defineTexts({
  fr: {
    form: {
      title: "M'avertir des nouvelles annonces",
      lead: "Recevez par e-mail les nouvelles annonces de cette recherche, et celles dont le prix baisse :",
      email: "Votre e-mail",
      frequency: "À quelle fréquence ?",
      submit: "Créer l'alerte",
      consent: `Nous gardons seulement votre adresse, cette recherche, la fréquence choisie et les annonces déjà envoyées, pour vous envoyer cette alerte et rien d'autre. Rien n'est envoyé avant que vous ne confirmiez l'alerte par le lien de notre e-mail ; sans confirmation, elle est effacée après ${PENDING_HOURS} heures. Chaque e-mail permet de l'arrêter en un clic ; elle est effacée ${KEEP_MONTHS} mois après votre dernier « Garder cette alerte ».`,
    },
    frequencies: { "at-once": "Dès qu'une annonce paraît", daily: "Une fois par jour", weekly: "Une fois par semaine" },
  },
  de: {
    form: {
      title: "Über neue Inserate benachrichtigen",
      lead: "Erhalten Sie die neuen Inserate dieser Suche per E-Mail, und jene, deren Preis sinkt:",
      email: "Ihre E-Mail-Adresse",
      frequency: "Wie oft?",
      submit: "Suchabo erstellen",
      consent: `Wir speichern nur Ihre Adresse, diese Suche, die gewählte Häufigkeit und die bereits gesendeten Inserate, um Ihnen dieses Suchabo zu senden, und für nichts anderes. Nichts wird gesendet, bevor Sie das Suchabo über den Link in unserer E-Mail bestätigen; ohne Bestätigung wird es nach ${PENDING_HOURS} Stunden gelöscht. Jede E-Mail enthält einen Link, um es mit einem Klick zu beenden; es wird ${KEEP_MONTHS} Monate nach Ihrem letzten «Suchabo behalten» gelöscht.`,
    },
    frequencies: { "at-once": "Sobald ein Inserat erscheint", daily: "Einmal täglich", weekly: "Einmal pro Woche" },
  },
  en: {
    form: {
      title: "Tell me about new listings",
      lead: "Get this search's new listings by email, and those whose price drops:",
      email: "Your email",
      frequency: "How often?",
      submit: "Create the alert",
      consent: `We keep only your address, this search, the frequency you choose and the listings already sent, to send you this alert and nothing else. Nothing is sent until you confirm the alert with the link in our email; unconfirmed, it is deleted after ${PENDING_HOURS} hours. Every email lets you stop it in one click; it is deleted ${KEEP_MONTHS} months after your last “Keep this alert”.`,
    },
    frequencies: { "at-once": "As soon as a listing appears", daily: "Once a day", weekly: "Once a week" },
  },
});
