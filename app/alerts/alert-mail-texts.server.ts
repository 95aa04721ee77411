import { defineTexts } from "@rli/contract/i18n/texts";
import { MAX_ALERTS_PER_ADDRESS, PENDING_HOURS } from "./alert-rules";

/**
 * The mails of the search alerts in the alert's language: the answer to a request (confirm it, it is
 * there already, the address has no room left), and the words every alert mail ends with.
 */
export const alertMailTexts = defineTexts({
  fr: {
    greeting: "Bonjour,",
    notYou: "Si vous n'avez rien demandé, ignorez ce message : sans confirmation, rien ne vous sera envoyé.",
    confirm: {
      subject: "Confirmez votre alerte e-mail",
      body: "Vous avez demandé à recevoir par e-mail les nouvelles annonces de cette recherche :",
      action: "Confirmer l'alerte",
      expiry: `Ce lien est valable ${PENDING_HOURS} heures.`,
    },
    known: {
      subject: "Votre alerte e-mail existe déjà",
      body: "Une alerte existe déjà pour cette recherche à votre adresse :",
      action: "Gérer vos alertes",
    },
    full: {
      subject: "Vos alertes e-mail sont au complet",
      body: `Votre adresse a déjà ${MAX_ALERTS_PER_ADDRESS} alertes : effacez-en une pour suivre cette recherche.`,
      action: "Gérer vos alertes",
    },
  },
  de: {
    greeting: "Guten Tag",
    notYou:
      "Falls Sie nichts angefordert haben, ignorieren Sie diese Nachricht: Ohne Bestätigung wird Ihnen nichts gesendet.",
    confirm: {
      subject: "Bestätigen Sie Ihr Suchabo",
      body: "Sie möchten die neuen Inserate dieser Suche per E-Mail erhalten:",
      action: "Suchabo bestätigen",
      expiry: `Dieser Link ist ${PENDING_HOURS} Stunden gültig.`,
    },
    known: {
      subject: "Ihr Suchabo besteht bereits",
      body: "Für diese Suche besteht an Ihre Adresse bereits ein Suchabo:",
      action: "Suchabos verwalten",
    },
    full: {
      subject: "Ihre Suchabos sind vollzählig",
      body: `Ihre Adresse hat bereits ${MAX_ALERTS_PER_ADDRESS} Suchabos: Löschen Sie eines, um diese Suche zu verfolgen.`,
      action: "Suchabos verwalten",
    },
  },
  en: {
    greeting: "Hello,",
    notYou: "If you did not ask for anything, ignore this message: without confirmation, nothing will be sent to you.",
    confirm: {
      subject: "Confirm your email alert",
      body: "You asked to get this search's new listings by email:",
      action: "Confirm the alert",
      expiry: `This link is valid for ${PENDING_HOURS} hours.`,
    },
    known: {
      subject: "Your email alert already exists",
      body: "An alert already exists for this search at your address:",
      action: "Manage your alerts",
    },
    full: {
      subject: "Your email alerts are full",
      body: `Your address already has ${MAX_ALERTS_PER_ADDRESS} alerts: delete one to follow this search.`,
      action: "Manage your alerts",
    },
  },
});
