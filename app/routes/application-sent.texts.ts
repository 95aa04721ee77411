import { defineTexts } from "@rli/contract/i18n/texts";

/** The page after a rental application (or reached without one). */
export const applicationSentTexts = defineTexts({
  fr: {
    metaSent: "Dossier de candidature envoyé",
    metaTitle: "Dossier de candidature",
    metaDescription: "Votre dossier de candidature pour un logement à louer.",
    title: "Dossier de candidature",
    choose: "Choisissez un logement à louer : sa page vous permet d'y déposer votre dossier de candidature.",
    sentTitle: "Merci ! Votre dossier de candidature a bien été envoyé.",
    sentText:
      "Le courtier de ce logement a reçu votre dossier et vos documents par e-mail. Il l'étudie et vous répond, en général sous quelques jours ouvrables, par téléphone ou par e-mail.",
    nothingKept: "Le site n'a gardé ni vos réponses ni vos documents : ils ont seulement été transmis au courtier.",
    rentals: "Voir nos logements à louer",
    home: "Retour à l'accueil",
  },
  de: {
    metaSent: "Bewerbungsdossier gesendet",
    metaTitle: "Bewerbungsdossier",
    metaDescription: "Ihr Bewerbungsdossier für eine Mietwohnung.",
    title: "Bewerbungsdossier",
    choose: "Wählen Sie eine Mietwohnung: Auf ihrer Seite können Sie Ihr Bewerbungsdossier einreichen.",
    sentTitle: "Vielen Dank! Ihr Bewerbungsdossier wurde gesendet.",
    sentText:
      "Die für diese Wohnung zuständige Person hat Ihr Dossier und Ihre Unterlagen per E-Mail erhalten. Sie prüft es und antwortet Ihnen, in der Regel innert weniger Arbeitstage, per Telefon oder E-Mail.",
    nothingKept:
      "Die Website hat weder Ihre Antworten noch Ihre Unterlagen gespeichert: Sie wurden nur an die zuständige Person übermittelt.",
    rentals: "Unsere Mietwohnungen ansehen",
    home: "Zurück zur Startseite",
  },
  en: {
    metaSent: "Rental application sent",
    metaTitle: "Rental application",
    metaDescription: "Your application for a home to let.",
    title: "Rental application",
    choose: "Choose a home to let: its page lets you submit your application.",
    sentTitle: "Thank you! Your rental application has been sent.",
    sentText:
      "The letting agent for this home has received your application and your documents by email. They will consider it and reply, usually within a few working days, by phone or email.",
    nothingKept:
      "The website has kept neither your answers nor your documents: they were only passed on to the letting agent.",
    rentals: "See our homes to let",
    home: "Back to the home page",
  },
});
