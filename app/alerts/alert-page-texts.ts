import { defineTexts } from "@rli/contract/i18n/texts";
import { KEEP_MONTHS } from "./alert-rules";

/** The alerts' own pages: the search that cannot be followed, the pages of the mails' links, the manage page. */
export const alertPageTexts = defineTexts({
  fr: {
    page: {
      title: "Alerte e-mail pour une recherche",
      unreadable: "Cette recherche ne peut pas être suivie par e-mail.",
      unreadableHelp:
        "Choisissez vos critères sur la page de recherche, puis créez l'alerte depuis la liste des résultats.",
      toSearch: "Aller à la recherche",
    },
    link: {
      invalidTitle: "Ce lien n'est pas valable",
      invalid:
        "Ce lien a été modifié, ou l'alerte qu'il désigne n'existe plus (arrêtée, ou pas confirmée à temps). Vous pouvez créer une nouvelle alerte depuis une liste d'annonces.",
      confirmTitle: "Confirmer votre alerte",
      confirmLead: "Vous recevrez par e-mail les nouvelles annonces de cette recherche :",
      confirmButton: "Confirmer l'alerte",
      confirmed:
        "Votre alerte est confirmée : vous recevrez le prochain e-mail dès que de nouvelles annonces paraîtront.",
      stopTitle: "Arrêter cette alerte",
      stopLead: "Vous ne recevrez plus d'e-mail pour cette recherche, et l'alerte sera effacée :",
      stopButton: "Arrêter et effacer l'alerte",
      stopped: "L'alerte est arrêtée et effacée. Vous ne recevrez plus d'e-mail pour cette recherche.",
      keepTitle: "Garder cette alerte",
      keepLead: `L'alerte sera gardée ${KEEP_MONTHS} mois de plus :`,
      keepButton: "Garder l'alerte",
      kept: (until: string) => `L'alerte est gardée jusqu'au ${until}.`,
      manageLink: "Gérer toutes vos alertes",
    },
    manage: {
      title: "Vos alertes e-mail",
      lead: (count: number) =>
        count === 1
          ? "Une alerte est enregistrée pour votre adresse :"
          : `${count} alertes sont enregistrées pour votre adresse :`,
      none: "Aucune alerte n'est enregistrée pour votre adresse.",
      status: { pending: "Pas encore confirmée", active: "Active", paused: "En pause" },
      keptUntil: (until: string) => `Gardée jusqu'au ${until}`,
      pause: "Mettre en pause",
      resume: "Reprendre",
      remove: "Effacer",
      removeAll: "Effacer toutes mes alertes",
      paused: "L'alerte est en pause : aucun e-mail ne part pour elle jusqu'à ce que vous la repreniez.",
      resumed: "L'alerte est reprise.",
      removed: "L'alerte est effacée.",
      removedAll: "Toutes vos alertes sont effacées, avec tout ce que nous gardions pour elles.",
      show: "Voir les annonces",
    },
  },
  de: {
    page: {
      title: "Suchabo per E-Mail",
      unreadable: "Diese Suche kann nicht per E-Mail verfolgt werden.",
      unreadableHelp:
        "Wählen Sie Ihre Kriterien auf der Suchseite und erstellen Sie das Suchabo dann in der Ergebnisliste.",
      toSearch: "Zur Suche",
    },
    link: {
      invalidTitle: "Dieser Link ist nicht gültig",
      invalid:
        "Dieser Link wurde verändert, oder das Suchabo, zu dem er gehört, besteht nicht mehr (beendet oder nicht rechtzeitig bestätigt). Sie können in jeder Liste von Inseraten ein neues Suchabo erstellen.",
      confirmTitle: "Suchabo bestätigen",
      confirmLead: "Sie erhalten die neuen Inserate dieser Suche per E-Mail:",
      confirmButton: "Suchabo bestätigen",
      confirmed: "Ihr Suchabo ist bestätigt: Sie erhalten die nächste E-Mail, sobald neue Inserate erscheinen.",
      stopTitle: "Suchabo beenden",
      stopLead: "Sie erhalten keine E-Mails mehr zu dieser Suche, und das Suchabo wird gelöscht:",
      stopButton: "Suchabo beenden und löschen",
      stopped: "Das Suchabo ist beendet und gelöscht. Sie erhalten keine E-Mails mehr zu dieser Suche.",
      keepTitle: "Suchabo behalten",
      keepLead: `Das Suchabo wird ${KEEP_MONTHS} weitere Monate behalten:`,
      keepButton: "Suchabo behalten",
      kept: (until: string) => `Das Suchabo wird bis am ${until} behalten.`,
      manageLink: "Alle Ihre Suchabos verwalten",
    },
    manage: {
      title: "Ihre Suchabos",
      lead: (count: number) =>
        count === 1
          ? "Für Ihre Adresse ist ein Suchabo gespeichert:"
          : `Für Ihre Adresse sind ${count} Suchabos gespeichert:`,
      none: "Für Ihre Adresse ist kein Suchabo gespeichert.",
      status: { pending: "Noch nicht bestätigt", active: "Aktiv", paused: "Pausiert" },
      keptUntil: (until: string) => `Behalten bis am ${until}`,
      pause: "Pausieren",
      resume: "Fortsetzen",
      remove: "Löschen",
      removeAll: "Alle meine Suchabos löschen",
      paused: "Das Suchabo ist pausiert: Bis Sie es fortsetzen, wird dafür keine E-Mail gesendet.",
      resumed: "Das Suchabo wird fortgesetzt.",
      removed: "Das Suchabo ist gelöscht.",
      removedAll: "Alle Ihre Suchabos sind gelöscht, mit allem, was wir dafür gespeichert hatten.",
      show: "Inserate ansehen",
    },
  },
  en: {
    page: {
      title: "Email alert for a search",
      unreadable: "This search cannot be followed by email.",
      unreadableHelp: "Choose your criteria on the search page, then create the alert from the list of results.",
      toSearch: "Go to the search",
    },
    link: {
      invalidTitle: "This link is not valid",
      invalid:
        "This link has been altered, or the alert it names no longer exists (stopped, or not confirmed in time). You can create a new alert from any list of listings.",
      confirmTitle: "Confirm your alert",
      confirmLead: "You will get this search's new listings by email:",
      confirmButton: "Confirm the alert",
      confirmed: "Your alert is confirmed: you will get the next email as soon as new listings appear.",
      stopTitle: "Stop this alert",
      stopLead: "You will get no more emails for this search, and the alert will be deleted:",
      stopButton: "Stop and delete the alert",
      stopped: "The alert is stopped and deleted. You will get no more emails for this search.",
      keepTitle: "Keep this alert",
      keepLead: `The alert will be kept ${KEEP_MONTHS} more months:`,
      keepButton: "Keep the alert",
      kept: (until: string) => `The alert is kept until ${until}.`,
      manageLink: "Manage all your alerts",
    },
    manage: {
      title: "Your email alerts",
      lead: (count: number) =>
        count === 1 ? "One alert is saved for your address:" : `${count} alerts are saved for your address:`,
      none: "No alert is saved for your address.",
      status: { pending: "Not confirmed yet", active: "Running", paused: "Paused" },
      keptUntil: (until: string) => `Kept until ${until}`,
      pause: "Pause",
      resume: "Resume",
      remove: "Delete",
      removeAll: "Delete all my alerts",
      paused: "The alert is paused: no email is sent for it until you resume it.",
      resumed: "The alert is resumed.",
      removed: "The alert is deleted.",
      removedAll: "All your alerts are deleted, with everything we kept for them.",
      show: "See the listings",
    },
  },
});
