import { z } from "zod";
import { answer, checkbox, consent, optionalEmail, optionalText, requiredLongText, visitorLanguage } from "./fields";
import { optionalPhone } from "./phone";

/** Satisfaction survey (product §3), with the rules of product §5. */

export const satisfactionPropertyTypes = ["Immeuble", "Appartement", "Maison", "Terrain"] as const;

export const satisfactionScale = ["Très satisfait", "Satisfait", "Neutre", "Insatisfait", "Très insatisfait"] as const;

export const qualityScale = ["Très bonne", "Bonne", "Moyenne", "Mauvaise", "Très mauvaise"] as const;

export const skillsScale = [
  "Très compétent",
  "Compétent",
  "Moyennement compétent",
  "Peu compétent",
  "Pas du tout compétent",
] as const;

export const satisfactionSchema = z.object({
  type: answer(satisfactionPropertyTypes),
  globalSatisfaction: answer(satisfactionScale),
  communicationWithAgent: answer(qualityScale),
  agentSkills: answer(skillsScale),
  marketingSupportsSatisfaction: answer(qualityScale),
  wouldYouRecommend: checkbox(),
  description: requiredLongText(),
  emailAdress: optionalEmail(),
  name: optionalText(),
  lastName: optionalText(),
  phoneNumber: optionalPhone(),
  rgpd: consent(),
  language: visitorLanguage(),
});

export type SatisfactionSurvey = z.infer<typeof satisfactionSchema>;
export type SatisfactionInput = z.input<typeof satisfactionSchema>;
