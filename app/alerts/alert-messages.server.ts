import { defineTexts } from "@rli/contract/i18n/texts";

/**
 * What the alert's form answers, already in the page's language (the forms' pipeline leaves a message
 * it does not know as it is): kept on the server, so that no other form's script carries them.
 */
export const alertMessages = defineTexts({
  fr: {
    requested:
      "C'est noté : si cette adresse peut recevoir l'alerte, un e-mail vient d'y partir. Suivez son lien pour confirmer l'alerte ; sans confirmation, rien ne vous sera envoyé.",
    search: "Cette recherche ne peut pas être suivie par e-mail.",
    addressRefused: "Le serveur de messagerie de cette adresse la refuse : vérifiez-la.",
  },
  de: {
    requested:
      "Notiert: Falls diese Adresse das Suchabo erhalten kann, ist soeben eine E-Mail dorthin unterwegs. Folgen Sie ihrem Link, um das Suchabo zu bestätigen; ohne Bestätigung wird Ihnen nichts gesendet.",
    search: "Diese Suche kann nicht per E-Mail verfolgt werden.",
    addressRefused: "Der Mailserver dieser Adresse weist sie ab: Bitte überprüfen Sie sie.",
  },
  en: {
    requested:
      "Noted: if this address can receive the alert, an email is on its way to it. Follow its link to confirm the alert; without confirmation, nothing will be sent to you.",
    search: "This search cannot be followed by email.",
    addressRefused: "The mail server of this address refuses it: please check it.",
  },
});
