import { applicationDocuments, residencePermits } from "@rli/contract/forms/application-choices";
import { salutations, type Salutation } from "@rli/contract/forms/salutations";
import {
  qualityScale,
  satisfactionPropertyTypes,
  satisfactionScale,
  skillsScale,
} from "@rli/contract/forms/satisfaction";
import { valuationMotives, valuationPropertyTypeGroups, valuationStates } from "@rli/contract/forms/valuation";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/**
 * The fixed choices of the forms as the visitor reads them (decision 114). A choice is sent as its
 * French value, which the schemas check and the brokers' mail shows; only its label is in the
 * page's language. The lists are written here, in the order of the contract's, and reach the page
 * through its loader: the browser receives one language, never the three.
 *
 * Salutations are labelled by value: a value whose label is empty is not offered in that language
 * (decision 142). German and English offer what a person picks for themselves (Herr, Frau, Mr,
 * Ms…); the forms of address French writes to a firm, to several people or to a lawyer ("Madame,
 * Monsieur", "Messieurs", "Mesdames", "Maître") stay French only. The schemas still accept every
 * value, so a form drawn before this change is still sent.
 */
export const formChoiceTexts = defineTexts({
  fr: {
    salutations: {
      Monsieur: "Monsieur",
      Madame: "Madame",
      "Madame et Monsieur": "Madame et Monsieur",
      "Madame, Monsieur": "Madame, Monsieur",
      Messieurs: "Messieurs",
      Mesdames: "Mesdames",
      Maître: "Maître",
      Docteur: "Docteur",
      Autre: "Autre",
    } satisfies Record<Salutation, string>,
    permits: residencePermits,
    documents: applicationDocuments.map((document) => document.label),
    valuationGroups: valuationPropertyTypeGroups.map((group) => group.label),
    valuationTypes: valuationPropertyTypeGroups.map((group) => group.options),
    valuationStates,
    valuationMotives,
    satisfactionTypes: satisfactionPropertyTypes,
    satisfaction: satisfactionScale,
    quality: qualityScale,
    skills: skillsScale,
    yesNo: ["Oui", "Non"],
  },
  de: {
    salutations: {
      Monsieur: "Herr",
      Madame: "Frau",
      "Madame et Monsieur": "Frau und Herr",
      "Madame, Monsieur": "",
      Messieurs: "",
      Mesdames: "",
      Maître: "",
      Docteur: "Dr.",
      Autre: "Andere",
    },
    permits: [
      "Schweizer Bürger/in",
      "Ausweis C (Niederlassung)",
      "Ausweis B (Aufenthalt)",
      "Ausweis L (Kurzaufenthalt)",
      "Ausweis G (Grenzgänger)",
      "Andere",
    ],
    documents: [
      "Ausweis oder Aufenthaltsbewilligung",
      "Betreibungsregisterauszug (nicht älter als drei Monate)",
      "Lohnabrechnungen (die letzten drei)",
      "Weiteres Dokument",
    ],
    valuationGroups: ["Wohnung", "Haus"],
    valuationTypes: [
      ["Wohnung", "Wohnung im obersten Stock", "Maisonette", "Dachwohnung", "Terrassenwohnung", "Studio"],
      ["Einfamilienhaus", "Doppelhaushälfte", "Eckreihenhaus", "Reihenhaus"],
    ],
    valuationStates: ["Renovationsbedürftig", "Guter Zustand", "Renoviert"],
    valuationMotives: ["Verkaufen", "Aus Neugier", "Anderes"],
    satisfactionTypes: ["Mehrfamilienhaus", "Wohnung", "Haus", "Grundstück"],
    satisfaction: ["Sehr zufrieden", "Zufrieden", "Neutral", "Unzufrieden", "Sehr unzufrieden"],
    quality: ["Sehr gut", "Gut", "Mittelmässig", "Schlecht", "Sehr schlecht"],
    skills: ["Sehr kompetent", "Kompetent", "Einigermassen kompetent", "Wenig kompetent", "Überhaupt nicht kompetent"],
    yesNo: ["Ja", "Nein"],
  },
  en: {
    salutations: {
      Monsieur: "Mr",
      Madame: "Ms",
      "Madame et Monsieur": "Mr and Mrs",
      "Madame, Monsieur": "",
      Messieurs: "",
      Mesdames: "",
      Maître: "",
      Docteur: "Dr",
      Autre: "Other",
    },
    permits: [
      "Swiss citizen",
      "C permit (settlement)",
      "B permit (residence)",
      "L permit (short stay)",
      "G permit (cross-border commuter)",
      "Other",
    ],
    documents: [
      "Identity card, passport or residence permit",
      "Debt enforcement register extract (less than three months old)",
      "Payslips (the last three)",
      "Other document",
    ],
    valuationGroups: ["Flat", "House"],
    valuationTypes: [
      ["Flat", "Top-floor flat", "Maisonette", "Attic flat", "Flat with roof terrace", "Studio"],
      ["Detached house", "Semi-detached house", "End-of-terrace house", "Terraced house"],
    ],
    valuationStates: ["In need of renovation", "Good condition", "Renovated"],
    valuationMotives: ["To sell", "Out of curiosity", "Other"],
    satisfactionTypes: ["Block of flats", "Flat", "House", "Plot of land"],
    satisfaction: ["Very satisfied", "Satisfied", "Neutral", "Dissatisfied", "Very dissatisfied"],
    quality: ["Very good", "Good", "Average", "Poor", "Very poor"],
    skills: ["Very competent", "Competent", "Fairly competent", "Not very competent", "Not competent at all"],
    yesNo: ["Yes", "No"],
  },
});

/** A choice of a list: the value sent (French) and the label shown. */
export type Option = { value: string; label: string };

/** The values of a list with their labels, the label falling back on the value. */
export function labelled(values: readonly string[], labels: readonly string[]): Option[] {
  return values.map((value, index) => ({ value, label: labels[index] ?? value }));
}

/** The civilities a language offers, in the contract's order, with their labels. */
export function salutationOptions(language: Language): Option[] {
  const labels = formChoiceTexts[language].salutations;
  return salutations.flatMap((value) => (labels[value] ? [{ value, label: labels[value] }] : []));
}

/** The residence permits, in a language. */
export function permitOptions(language: Language): Option[] {
  return labelled(residencePermits, formChoiceTexts[language].permits);
}

/** The documents of a rental application with their labels in a language. */
export function applicationDocumentsIn(language: Language) {
  const labels = formChoiceTexts[language].documents;
  return applicationDocuments.map((document, index) => ({ ...document, label: labels[index] ?? document.label }));
}

/** The valuation wizard's lists: types in their groups, states and motives. */
export function valuationOptions(language: Language) {
  const texts = formChoiceTexts[language];
  return {
    typeGroups: valuationPropertyTypeGroups.map((group, index) => ({
      label: texts.valuationGroups[index] ?? group.label,
      options: labelled(group.options, texts.valuationTypes[index] ?? []),
    })),
    states: labelled(valuationStates, texts.valuationStates),
    motives: labelled(valuationMotives, texts.valuationMotives),
    salutations: salutationOptions(language),
  };
}

/** The satisfaction survey's answers. */
export function satisfactionOptions(language: Language) {
  const texts = formChoiceTexts[language];
  return {
    types: labelled(satisfactionPropertyTypes, texts.satisfactionTypes),
    satisfaction: labelled(satisfactionScale, texts.satisfaction),
    quality: labelled(qualityScale, texts.quality),
    skills: labelled(skillsScale, texts.skills),
    yesNo: labelled(["true", "false"], texts.yesNo),
  };
}
