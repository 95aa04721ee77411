import { defineTexts } from "@rli/contract/i18n/texts";

/**
 * The satisfaction survey's page: its title, its questions and the visitor's details. Shipped with
 * the page's script in the three languages (about 1.3 KB): sent with the page's data instead, they
 * would be written twice in its document.
 */
export const satisfactionTexts = defineTexts({
  fr: {
    metaTitle: "Votre avis nous intéresse – formulaire de satisfaction",
    metaDescription:
      "Vous avez vendu, acheté ou loué avec Rhône-Léman Immobilier ? Dites-nous comment s'est passée notre collaboration.",
    title: "Votre avis nous intéresse",
    lead: "Vous avez vendu, acheté ou loué un bien avec nous ? Quelques minutes suffisent pour nous dire comment s'est passée notre collaboration. Vos réponses nous aident à mieux vous servir.",
    survey: "Questionnaire de satisfaction",
    questions: {
      type: "Quel type de bien nous avez-vous confié ?",
      globalSatisfaction: "Dans l'ensemble, êtes-vous satisfait de nos services ?",
      communicationWithAgent: "Comment jugez-vous la communication avec votre courtier ?",
      agentSkills: "Votre courtier vous a-t-il semblé compétent ?",
      marketingSupportsSatisfaction: "Comment jugez-vous nos supports de vente (annonces, photos, visites) ?",
      wouldYouRecommend: "Recommanderiez-vous notre agence à vos proches ?",
    },
    comment: "Votre commentaire",
    details: "Vos coordonnées",
  },
  de: {
    metaTitle: "Ihre Meinung interessiert uns – Zufriedenheitsumfrage",
    metaDescription:
      "Sie haben mit Rhône-Léman Immobilier verkauft, gekauft oder gemietet? Sagen Sie uns, wie unsere Zusammenarbeit verlaufen ist.",
    title: "Ihre Meinung interessiert uns",
    lead: "Sie haben mit uns eine Immobilie verkauft, gekauft oder gemietet? Wenige Minuten genügen, um uns zu sagen, wie unsere Zusammenarbeit verlaufen ist. Ihre Antworten helfen uns, Sie besser zu beraten.",
    survey: "Zufriedenheitsumfrage",
    questions: {
      type: "Welche Art von Immobilie haben Sie uns anvertraut?",
      globalSatisfaction: "Sind Sie insgesamt mit unseren Dienstleistungen zufrieden?",
      communicationWithAgent: "Wie beurteilen Sie die Kommunikation mit Ihrem Makler?",
      agentSkills: "Schien Ihnen Ihr Makler kompetent?",
      marketingSupportsSatisfaction: "Wie beurteilen Sie unsere Verkaufsunterlagen (Inserate, Fotos, Besichtigungen)?",
      wouldYouRecommend: "Würden Sie uns in Ihrem Umfeld weiterempfehlen?",
    },
    comment: "Ihr Kommentar",
    details: "Ihre Kontaktdaten",
  },
  en: {
    metaTitle: "We value your opinion – satisfaction survey",
    metaDescription: "Have you sold, bought or rented with Rhône-Léman Immobilier? Tell us how our work together went.",
    title: "We value your opinion",
    lead: "Have you sold, bought or rented a property with us? A few minutes are enough to tell us how our work together went. Your answers help us serve you better.",
    survey: "Satisfaction survey",
    questions: {
      type: "What type of property did you entrust to us?",
      globalSatisfaction: "Overall, are you satisfied with our services?",
      communicationWithAgent: "How would you rate communication with your agent?",
      agentSkills: "Did your agent seem competent to you?",
      marketingSupportsSatisfaction: "How would you rate our marketing (listings, photos, viewings)?",
      wouldYouRecommend: "Would you recommend our agency to friends and family?",
    },
    comment: "Your comment",
    details: "Your details",
  },
});
