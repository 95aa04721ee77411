import { z } from "zod";
import {
  boundedNumber,
  checkbox,
  answer,
  choice,
  consent,
  optionalLongText,
  optionalText,
  requiredEmail,
  requiredText,
  swissPostalCode,
  visitorLanguage,
  type NumberBounds,
} from "./fields";
import { optionalPhone } from "./phone";
import { salutations } from "./salutations";

/** Valuation request (product §3), one schema per wizard step (product §2.9) and the whole request. */

export const valuationPropertyTypeGroups = [
  {
    label: "Appartement",
    options: ["Appartement", "Dernier étage", "Duplex", "Appartement mansardé", "Appartement en terrasse", "Studio"],
  },
  {
    label: "Maison",
    options: ["Maison individuelle", "Maison jumelée", "Maison - mitoyenne en angle", "Maison - mitoyenne"],
  },
] as const;

export const valuationPropertyTypes = [
  ...valuationPropertyTypeGroups[0].options,
  ...valuationPropertyTypeGroups[1].options,
] as const;

export const valuationStates = ["À rénover", "Bon état", "Rénové"] as const;

export const valuationMotives = ["Vendre", "Par curiosité", "Autre"] as const;

export { salutations };

/** Slider bounds (product §5). */
export const valuationBounds = {
  livingArea: { min: 20, max: 800, step: 1 },
  terrainArea: { min: 50, max: 5000, step: 1 },
  constructionYear: { min: 1850, max: 2026, step: 1 },
  rooms: { min: 1, max: 20, step: 0.5 },
  bathrooms: { min: 1, max: 5, step: 1 },
} as const satisfies Record<string, NumberBounds>;

/** Initial values of the wizard (product §3). */
export const valuationDefaults = {
  type: "",
  livingArea: 50,
  terrainArea: 400,
  constructionYear: 2000,
  rooms: 2,
  state: "",
  bathrooms: 1,
  garage: false,
  parkingSpot: false,
  additionalCharacteristics: "",
  city: "",
  postalCode: "",
  address: "",
  title: "",
  lastName: "",
  name: "",
  phone: "",
  email: "",
  motive: "",
  rgpd: false,
} as const;

export const valuationStep1Schema = z.object({
  type: choice(valuationPropertyTypes),
  livingArea: boundedNumber(valuationBounds.livingArea),
  terrainArea: boundedNumber(valuationBounds.terrainArea),
  rooms: boundedNumber(valuationBounds.rooms),
  bathrooms: boundedNumber(valuationBounds.bathrooms),
  constructionYear: boundedNumber(valuationBounds.constructionYear),
  state: answer(valuationStates),
});

export const valuationStep2Schema = z.object({
  garage: checkbox(),
  parkingSpot: checkbox(),
  additionalCharacteristics: optionalLongText(),
});

export const valuationStep3Schema = z.object({
  city: requiredText(),
  /** The property valued is in Switzerland (the agency's region). */
  postalCode: swissPostalCode(),
  address: optionalText(),
});

export const valuationStep4Schema = z.object({
  title: choice(salutations),
  lastName: requiredText(),
  name: requiredText(),
  phone: optionalPhone(),
  email: requiredEmail(),
  motive: answer(valuationMotives),
  rgpd: consent(),
});

/** Steps 1 to 4, in order (step 0 is the introduction and has no fields). */
export const valuationStepSchemas = [
  valuationStep1Schema,
  valuationStep2Schema,
  valuationStep3Schema,
  valuationStep4Schema,
] as const;

export const valuationStepTitles = [
  "Introduction",
  "Informations et état",
  "Informations complémentaires",
  "Localisation",
  "Votre contact",
] as const;

export const valuationSchema = valuationStep1Schema
  .merge(valuationStep2Schema)
  .merge(valuationStep3Schema)
  .merge(valuationStep4Schema)
  .extend({ language: visitorLanguage() });

export type ValuationRequest = z.infer<typeof valuationSchema>;
