/** Energy facts of a listing in the page's language: Minergie label and the main heating system. */
import type { Heating, PropertySpecification } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import type { DataRow } from "./technical-data";

/** The Minergie labels are names: the same in every language, but for the MQS ones. */
const minergieLabels: Record<string, string> = {
  minergie: "Minergie",
  "minergie-a": "Minergie-A",
  "minergie-a-eco": "Minergie-A-ECO",
  "minergie-areal": "Minergie-Areal",
  "minergie-eco": "Minergie-ECO",
  "minergie-p": "Minergie-P",
  "minergie-p-eco": "Minergie-P-ECO",
};

/** The energy rows' words, in each language. */
export const energyTexts = defineTexts({
  fr: {
    label: "Label énergétique",
    generation: "Production de chaleur",
    distribution: "Distribution de chaleur",
    mqs: { "minergie-mqs-bau": "Minergie (MQS Construction)", "minergie-mqs-betrieb": "Minergie (MQS Exploitation)" },
    generations: {
      district: "Chauffage à distance",
      electricity: "Électricité",
      gas: "Gaz",
      "geothermal-probe": "Sonde géothermique",
      "heatpump-air-and-water": "Pompe à chaleur air-eau",
      heatpump: "Pompe à chaleur",
      oil: "Mazout",
      photovoltaics: "Photovoltaïque",
      "solar-thermal": "Solaire thermique",
      "wood-pellet": "Pellets de bois",
      wood: "Bois",
      coal: "Charbon",
    },
    distributions: { floor: "Chauffage au sol", radiator: "Radiateurs" },
  },
  de: {
    label: "Energielabel",
    generation: "Wärmeerzeugung",
    distribution: "Wärmeverteilung",
    mqs: { "minergie-mqs-bau": "Minergie (MQS Bau)", "minergie-mqs-betrieb": "Minergie (MQS Betrieb)" },
    generations: {
      district: "Fernwärme",
      electricity: "Elektrizität",
      gas: "Gas",
      "geothermal-probe": "Erdsonde",
      "heatpump-air-and-water": "Luft-Wasser-Wärmepumpe",
      heatpump: "Wärmepumpe",
      oil: "Heizöl",
      photovoltaics: "Photovoltaik",
      "solar-thermal": "Solarthermie",
      "wood-pellet": "Holzpellets",
      wood: "Holz",
      coal: "Kohle",
    },
    distributions: { floor: "Bodenheizung", radiator: "Heizkörper" },
  },
  en: {
    label: "Energy label",
    generation: "Heat generation",
    distribution: "Heat distribution",
    mqs: {
      "minergie-mqs-bau": "Minergie (MQS Construction phase)",
      "minergie-mqs-betrieb": "Minergie (MQS Operation)",
    },
    generations: {
      district: "District heating",
      electricity: "Electricity",
      gas: "Gas",
      "geothermal-probe": "Geothermal probe",
      "heatpump-air-and-water": "Air-to-water heat pump",
      heatpump: "Heat pump",
      oil: "Heating oil",
      photovoltaics: "Photovoltaics",
      "solar-thermal": "Solar thermal",
      "wood-pellet": "Wood pellets",
      wood: "Wood",
      coal: "Coal",
    },
    distributions: { floor: "Underfloor heating", radiator: "Radiators" },
  },
});

function lookUp(table: Readonly<Record<string, string>>, key: string | undefined): string | undefined {
  return key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A listing's Minergie label as the feed names it ("minergie-p" → "Minergie-P"), in `language`; undefined for none or one unknown. */
export function minergieLabel(minergie: string | undefined, language: Language = "fr"): string | undefined {
  const code = minergie?.toLowerCase();
  return lookUp(minergieLabels, code) ?? lookUp(energyTexts[language].mqs, code);
}

export function energyRows(listing: { minergie?: string; heating?: Heating }, language: Language = "fr"): DataRow[] {
  const texts = energyTexts[language];
  const rows: DataRow[] = [];
  const minergie = minergieLabel(listing.minergie, language);
  if (minergie) rows.push({ label: texts.label, value: minergie });
  const generation = lookUp(texts.generations, listing.heating?.generation);
  if (generation) rows.push({ label: texts.generation, value: generation });
  const distribution = lookUp(texts.distributions, listing.heating?.distribution);
  if (distribution) rows.push({ label: texts.distribution, value: distribution });
  return rows;
}

/** The energy certificate's class (CECB in Romandie, GEAK in German), each language naming it its own way. */
export const energyClassTexts = defineTexts({
  fr: { energyClass: (grade: string) => `CECB ${grade}` },
  de: { energyClass: (grade: string) => `GEAK ${grade}` },
  en: { energyClass: (grade: string) => `Energy certificate ${grade}` },
});

/**
 * "CECB C": the overall class of the cantonal energy certificate (CASAXML `geak_total`, A to G) when
 * the feed gives one; undefined otherwise or for any other value.
 */
export function energyClassLabel(
  listing: {
    importantSpecifications: readonly PropertySpecification[];
    specifications: readonly PropertySpecification[];
  },
  language: Language = "fr",
): string | undefined {
  const spec = [...listing.importantSpecifications, ...listing.specifications].find(
    (item) => item.name === "geak_total",
  );
  const grade = spec ? String(spec.value).trim().toUpperCase() : "";
  return /^[A-G]$/.test(grade) ? energyClassTexts[language].energyClass(grade) : undefined;
}
