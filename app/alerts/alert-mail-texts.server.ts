import { defineTexts } from "@rli/contract/i18n/texts";
import { KEEP_MONTHS, MAX_ALERTS_PER_ADDRESS, PENDING_HOURS } from "./alert-rules";

/**
 * The mails of the search alerts in the alert's language: the answer to a request (confirm it, it is
 * there already, the address has no room left), the new listings, the reminder before an alert's
 * end, and the links every alert mail ends with.
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
    listings: {
      subject: (count: number) =>
        count === 1 ? "Une nouvelle annonce pour votre recherche" : `${count} nouvelles annonces pour votre recherche`,
      body: "Voici ce qui est nouveau pour votre recherche :",
      priceFell: (before: string) => `Prix en baisse (avant : ${before})`,
      more: (count: number) =>
        count === 1 ? "Une annonce de plus est sur le site." : `${count} annonces de plus sont sur le site.`,
      action: "Voir la recherche",
    },
    reminder: {
      subject: (date: string) => `Votre alerte e-mail sera effacée le ${date}`,
      body: (date: string) =>
        `Sans nouvelles de vous, votre alerte pour cette recherche sera effacée le ${date} : nous ne gardons rien plus longtemps que nécessaire.`,
      action: `Garder l'alerte ${KEEP_MONTHS} mois de plus`,
    },
    kept: (date: string) => `Cette alerte est gardée jusqu'au ${date}.`,
    links: { keep: `La garder ${KEEP_MONTHS} mois de plus`, manage: "Gérer vos alertes", stop: "Arrêter cette alerte" },
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
    listings: {
      subject: (count: number) =>
        count === 1 ? "Ein neues Inserat für Ihre Suche" : `${count} neue Inserate für Ihre Suche`,
      body: "Das ist neu für Ihre Suche:",
      priceFell: (before: string) => `Preis gesenkt (vorher: ${before})`,
      more: (count: number) =>
        count === 1
          ? "Ein weiteres Inserat finden Sie auf der Website."
          : `${count} weitere Inserate finden Sie auf der Website.`,
      action: "Suche ansehen",
    },
    reminder: {
      subject: (date: string) => `Ihr Suchabo wird am ${date} gelöscht`,
      body: (date: string) =>
        `Ohne Nachricht von Ihnen wird Ihr Suchabo für diese Suche am ${date} gelöscht: Wir bewahren nichts länger auf als nötig.`,
      action: `Suchabo ${KEEP_MONTHS} Monate länger behalten`,
    },
    kept: (date: string) => `Dieses Suchabo bleibt bis zum ${date} bestehen.`,
    links: {
      keep: `${KEEP_MONTHS} Monate länger behalten`,
      manage: "Suchabos verwalten",
      stop: "Dieses Suchabo beenden",
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
    listings: {
      subject: (count: number) =>
        count === 1 ? "A new listing for your search" : `${count} new listings for your search`,
      body: "Here is what is new for your search:",
      priceFell: (before: string) => `Price reduced (was ${before})`,
      more: (count: number) =>
        count === 1 ? "One more listing is on the website." : `${count} more listings are on the website.`,
      action: "See the search",
    },
    reminder: {
      subject: (date: string) => `Your email alert will be deleted on ${date}`,
      body: (date: string) =>
        `Unless we hear from you, your alert for this search will be deleted on ${date}: we keep nothing longer than needed.`,
      action: `Keep the alert for ${KEEP_MONTHS} more months`,
    },
    kept: (date: string) => `This alert is kept until ${date}.`,
    links: { keep: `Keep it for ${KEEP_MONTHS} more months`, manage: "Manage your alerts", stop: "Stop this alert" },
  },
});
