import { defineTexts } from "@rli/contract/i18n/texts";

/** The toast's accessible names: its kind, and its close button. */
export const toastTexts = defineTexts({
  fr: {
    titles: { error: "Erreur", sent: "Envoyé", check: "C'est fait", warning: "Attention" },
    close: "Fermer le message",
  },
  de: {
    titles: { error: "Fehler", sent: "Gesendet", check: "Erledigt", warning: "Achtung" },
    close: "Meldung schliessen",
  },
  en: {
    titles: { error: "Error", sent: "Sent", check: "Done", warning: "Warning" },
    close: "Close the message",
  },
});
