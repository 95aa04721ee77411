import type { Language } from "@rli/contract/i18n/language";
import { textsIn } from "@rli/contract/i18n/texts";
import { lakeKeys, mapTexts } from "./map.texts";
import type { MapLabel } from "./map-model";
import type { KeyedBase } from "./region-map.server";

/** What a map draws of its base in the page: the base's key, and the lakes' names in the page's language. */
export function baseView({ key, base }: KeyedBase, language: Language): { baseKey: string; lakeLabels: MapLabel[] } {
  const texts = textsIn(mapTexts, language);
  const lakeLabels: MapLabel[] = [];
  for (const lake of base.lakes) {
    const name = lakeKeys[lake.id];
    if (name) lakeLabels.push({ x: lake.anchor[0], y: lake.anchor[1], text: texts.lakes[name] });
  }
  return { baseKey: key, lakeLabels };
}
