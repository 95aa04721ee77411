import type { Amenity } from "@rli/contract/agency/amenities";
import { defineTexts } from "@rli/contract/i18n/texts";

type Words = { label: string; phrase: string };

/**
 * Each amenity of a search in each language: `label` beside its check box, `phrase` among the
 * filters a list's title and an alert's mail name ("avec ascenseur").
 */
export const amenityTexts = defineTexts<Record<Amenity, Words>>({
  fr: {
    balcon: { label: "Balcon ou terrasse", phrase: "avec balcon ou terrasse" },
    ascenseur: { label: "Ascenseur", phrase: "avec ascenseur" },
    parking: { label: "Place de parc ou garage", phrase: "avec place de parc ou garage" },
    animaux: { label: "Animaux admis", phrase: "animaux admis" },
    "sans-marches": { label: "Accès sans marches", phrase: "accès sans marches" },
    neuf: { label: "Construction neuve", phrase: "construction neuve" },
    minergie: { label: "Label Minergie", phrase: "label Minergie" },
    "vente-etrangers": { label: "Vente aux étrangers autorisée", phrase: "vente aux étrangers autorisée" },
    "residence-secondaire": { label: "Résidence secondaire admise", phrase: "résidence secondaire admise" },
  },
  de: {
    balcon: { label: "Balkon oder Terrasse", phrase: "mit Balkon oder Terrasse" },
    ascenseur: { label: "Lift", phrase: "mit Lift" },
    parking: { label: "Parkplatz oder Garage", phrase: "mit Parkplatz oder Garage" },
    animaux: { label: "Haustiere erlaubt", phrase: "Haustiere erlaubt" },
    "sans-marches": { label: "Stufenloser Zugang", phrase: "stufenloser Zugang" },
    neuf: { label: "Neubau", phrase: "Neubau" },
    minergie: { label: "Minergie-Label", phrase: "Minergie-Label" },
    "vente-etrangers": { label: "Verkauf an Ausländer möglich", phrase: "Verkauf an Ausländer möglich" },
    "residence-secondaire": { label: "Als Zweitwohnung zulässig", phrase: "als Zweitwohnung zulässig" },
  },
  en: {
    balcon: { label: "Balcony or terrace", phrase: "with a balcony or terrace" },
    ascenseur: { label: "Lift", phrase: "with a lift" },
    parking: { label: "Parking space or garage", phrase: "with a parking space or garage" },
    animaux: { label: "Pets allowed", phrase: "pets allowed" },
    "sans-marches": { label: "Step-free access", phrase: "step-free access" },
    neuf: { label: "New build", phrase: "new build" },
    minergie: { label: "Minergie label", phrase: "Minergie label" },
    "vente-etrangers": { label: "Sale to foreigners allowed", phrase: "sale to foreigners allowed" },
    "residence-secondaire": { label: "Second home allowed", phrase: "second home allowed" },
  },
});
