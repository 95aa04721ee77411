import type { Place } from "@rli/contract/api/contract";
import { listingTexts } from "@rli/contract/api/listing-texts";
import type { Language } from "@rli/contract/i18n/language";
import { joinWords } from "@rli/contract/i18n/join-words";
import { textsIn } from "@rli/contract/i18n/texts";
import { swissGeodata } from "./geodata.server";
import type { LonLat } from "./localities";
import { exactPointsPublished, placeOf } from "./locate.server";
import { CHARACTER_WIDTH, inFrame, overlaps, type Box } from "./labels";
import { baseView } from "./base-view.server";
import { mapTexts } from "./map.texts";
import { markRadius, type MapLabel, type MapModel, type MapMark } from "./map-model";
import { baseFor, heightFor } from "./region-map.server";

/**
 * The map of a list (decision 145): every result placed in its commune; a commune with one result
 * gets that listing's mark, one with more a mark that counts them and leads to the list narrowed to
 * the commune; marks that would overlap on the drawing are merged the same way.
 */

export type ListMapInput = {
  readonly places: readonly Place[];
  readonly language: Language;
  readonly listingHref: (place: Place) => string;
  /** The list narrowed to these postcodes. */
  readonly communeHref: (postalCodes: readonly string[]) => string;
  /** Marks on the feed's own coordinates (the agency publishes exact addresses). */
  readonly exactPoints?: boolean;
  readonly width?: number;
};

/** Communes a merged mark names; the others are counted. */
const NAMED_COMMUNES = 3;

/** Marks closer than this, in pixels, are merged. */
const MERGE_DISTANCE = 24;

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
  const texts = textsIn(mapTexts, input.language);
  const groups = new Map<number, Group>();
  let unplaced = 0;
  for (const place of input.places) {
    const placement = placeOf(place, { exactPoints: input.exactPoints ?? exactPointsPublished() });
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

  const points = [...groups.values()].map((group) => group.point);
  const height = heightFor(points, width);
  const keyed = baseFor(points, { width, height });
  const base = keyed.base;
  const drawn = mergeClose(
    [...groups.values()].map((group) => ({ group, at: base.project(group.point) })),
    MERGE_DISTANCE,
  );
  const marks: MapMark[] = drawn.map(({ group, at }) => {
    const where =
      group.names.length <= NAMED_COMMUNES
        ? joinWords(group.names, input.language)
        : texts.andOthers(group.names.slice(0, NAMED_COMMUNES - 1).join(", "), group.names.length - NAMED_COMMUNES + 1);
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
    ...baseView(keyed, input.language),
    labels: labelsBeside(drawn, marks, width, height),
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

/** A place's titles in the shape `listingTexts` reads (a place carries no subtitle or description). */
function withTitlesOnly(place: Place) {
  const blank = { subtitle: "", description: "" };
  return {
    ...place,
    ...blank,
    translations: (place.translations ?? []).map((translation) => ({ ...translation, ...blank })),
  };
}

/** Labels shown at most: the biggest groups' communes. */
const MAX_LABELS = 12;

/**
 * Each mark's commune named beside it, biggest groups first, when the name fits in the frame without
 * covering another mark or name; the rest are named by their marks' titles only.
 */
function labelsBeside(
  drawn: readonly { group: Group }[],
  marks: readonly MapMark[],
  width: number,
  height: number,
): MapLabel[] {
  const taken: Box[] = marks.map((mark) => {
    const r = markRadius(mark.count);
    return { left: mark.x - r, top: mark.y - r, right: mark.x + r, bottom: mark.y + r };
  });
  const order = marks
    .map((mark, index) => ({ mark, name: drawn[index]!.group.names[0] ?? "" }))
    .sort((a, b) => b.mark.count - a.mark.count);
  const labels: MapLabel[] = [];
  for (const { mark, name } of order) {
    if (labels.length === MAX_LABELS) break;
    const r = markRadius(mark.count);
    const box = {
      left: mark.x + r + 3,
      top: mark.y - 8,
      right: mark.x + r + 3 + name.length * CHARACTER_WIDTH,
      bottom: mark.y + 6,
    };
    if (!name || !inFrame(box, width, height) || taken.some((other) => overlaps(box, other))) continue;
    taken.push(box);
    labels.push({
      x: Math.round(box.left * 10) / 10,
      y: Math.round((mark.y + 4) * 10) / 10,
      text: name,
      anchor: "start",
    });
  }
  return labels;
}
