import type { Place } from "@rli/contract/api/contract";
import { listingTexts } from "@rli/contract/api/listing-texts";
import type { Language } from "@rli/contract/i18n/language";
import { textsIn } from "@rli/contract/i18n/texts";
import { swissGeodata, type LonLat } from "./geodata.server";
import { placeOf } from "./locate.server";
import { lakeKeys, mapTexts } from "./map.texts";
import { baseFor, type MapModel, type MapMark } from "./map-model.server";

/**
 * The map of a list (decision 146): every result placed in its commune; a commune with one result
 * gets that listing's mark, one with more a mark that counts them and leads to the list narrowed to
 * the commune; marks that would overlap on the drawing are merged the same way.
 */

export type ListMapInput = {
  readonly places: readonly Place[];
  readonly language: Language;
  readonly listingHref: (place: Place) => string;
  /** The list narrowed to these postcodes. */
  readonly communeHref: (postalCodes: readonly string[]) => string;
  readonly width?: number;
  readonly height?: number;
};

/** Marks closer than this, in pixels, are merged. */
const MERGE_DISTANCE = 18;

type Group = {
  communeIds: Set<number>;
  names: string[];
  postalCodes: Set<string>;
  places: Place[];
  point: LonLat;
  titles: { title: string; language: string }[];
};

export function drawListMap(input: ListMapInput): MapModel {
  const geodata = swissGeodata();
  const width = input.width ?? 800;
  const height = input.height ?? 560;
  const texts = textsIn(mapTexts, input.language);
  const groups = new Map<number, Group>();
  let unplaced = 0;
  for (const place of input.places) {
    const placement = placeOf(place);
    const commune = placement && geodata.communes.get(placement.communeId);
    if (!placement || !commune) {
      unplaced += 1;
      continue;
    }
    const group = groups.get(commune.id) ?? {
      communeIds: new Set([commune.id]),
      names: [commune.name],
      postalCodes: new Set<string>(),
      places: [],
      point: placement.point,
      titles: [],
    };
    if (group.places.length > 0) group.point = commune.centre;
    group.places.push(place);
    group.postalCodes.add(place.postalCode.trim());
    const { title, language } = listingTexts(withTitlesOnly(place), input.language);
    group.titles.push({ title, language });
    groups.set(commune.id, group);
  }

  const base = baseFor(
    [...groups.values()].map((group) => group.point),
    { width, height },
  );
  const drawn = mergeClose(
    [...groups.values()].map((group) => ({ group, at: base.project(group.point) })),
    MERGE_DISTANCE,
  );
  const marks: MapMark[] = drawn.map(({ group, at }) => {
    const where = listOf(group.names, texts.and);
    if (group.places.length === 1) {
      const place = group.places[0]!;
      const title = group.titles[0]!;
      return {
        x: at[0],
        y: at[1],
        count: 1,
        href: input.listingHref(place),
        name: texts.listingIn(title.title, where),
        nameLanguage: title.language === input.language ? undefined : title.language,
      };
    }
    return {
      x: at[0],
      y: at[1],
      count: group.places.length,
      href: input.communeHref([...group.postalCodes].sort()),
      name: texts.group(group.places.length, where),
    };
  });

  return {
    width,
    height,
    title: texts.listTitle(input.places.length),
    description: texts.listDescription(groups.size, unplaced),
    source: texts.source,
    communeLines: base.communeLines,
    cantonLines: base.cantonLines,
    countryLine: base.countryLine,
    lakes: base.lakes.map((lake) => {
      const key = lakeKeys[lake.id];
      return {
        path: lake.path,
        label: key ? { x: lake.anchor[0], y: lake.anchor[1], text: texts.lakes[key] } : undefined,
      };
    }),
    labels: [],
    marks,
  };
}

/** Greedy merge: the biggest groups first, each smaller one joined to the first already drawn within reach. */
function mergeClose(
  items: { group: Group; at: readonly [number, number] }[],
  distance: number,
): { group: Group; at: readonly [number, number] }[] {
  const kept: { group: Group; at: readonly [number, number] }[] = [];
  for (const item of [...items].sort((a, b) => b.group.places.length - a.group.places.length)) {
    const near = kept.find((other) => Math.hypot(other.at[0] - item.at[0], other.at[1] - item.at[1]) < distance);
    if (!near) {
      kept.push(item);
      continue;
    }
    for (const id of item.group.communeIds) near.group.communeIds.add(id);
    near.group.names.push(...item.group.names);
    for (const code of item.group.postalCodes) near.group.postalCodes.add(code);
    near.group.places.push(...item.group.places);
    near.group.titles.push(...item.group.titles);
  }
  return kept;
}

function listOf(names: readonly string[], and: string): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

/** A place's titles in the shape `listingTexts` reads (a place carries no subtitle or description). */
function withTitlesOnly(place: Place) {
  const blank = { subtitle: "", description: "" };
  return {
    ...place,
    ...blank,
    translations: (place.translations ?? []).map((translation) => ({ ...translation, ...blank })),
  };
}
