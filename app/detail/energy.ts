/** Energy facts of a listing with French labels: Minergie label and the main heating system. */
import type { Heating } from "@rli/contract/api/contract";
import type { DataRow } from "./technical-data";

const minergieLabels: Record<string, string> = {
  minergie: "Minergie",
  "minergie-a": "Minergie-A",
  "minergie-a-eco": "Minergie-A-ECO",
  "minergie-areal": "Minergie-Areal",
  "minergie-eco": "Minergie-ECO",
  "minergie-mqs-bau": "Minergie (MQS Construction)",
  "minergie-mqs-betrieb": "Minergie (MQS Exploitation)",
  "minergie-p": "Minergie-P",
  "minergie-p-eco": "Minergie-P-ECO",
};

const generationLabels: Record<string, string> = {
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
};

const distributionLabels: Record<string, string> = {
  floor: "Chauffage au sol",
  radiator: "Radiateurs",
};

export function energyRows(listing: { minergie?: string; heating?: Heating }): DataRow[] {
  const rows: DataRow[] = [];
  const minergie = listing.minergie ? minergieLabels[listing.minergie.toLowerCase()] : undefined;
  if (minergie) rows.push({ label: "Label énergétique", value: minergie });
  const generation = listing.heating?.generation ? generationLabels[listing.heating.generation] : undefined;
  if (generation) rows.push({ label: "Production de chaleur", value: generation });
  const distribution = listing.heating?.distribution ? distributionLabels[listing.heating.distribution] : undefined;
  if (distribution) rows.push({ label: "Distribution de chaleur", value: distribution });
  return rows;
}
