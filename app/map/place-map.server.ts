import { neighbors } from "topojson-client";
import type { Language } from "@rli/contract/i18n/language";
import { joinWords } from "@rli/contract/i18n/join-words";
import { textsIn } from "@rli/contract/i18n/texts";
import { swissGeodata } from "./geodata.server";
import { CHARACTER_WIDTH, inFrame, overlaps, type Box } from "./labels";
import { exactPointsPublished, placeOf, type PlaceInput } from "./locate.server";
import { baseView } from "./base-view.server";
import { mapTexts } from "./map.texts";
import type { MapLabel, MapModel } from "./map-model";
import { baseFor } from "./region-map.server";

/**
 * The small map of one listing or promotion (decision 145): its commune outlined among its
 * neighbours, the lake named, the main neighbouring communes named, one dot where it stands.
 */

export type PlaceMapInput = {
  readonly place: PlaceInput;
  readonly language: Language;
  readonly exactPoints?: boolean;
  readonly width?: number;
  readonly height?: number;
};

/** Neighbours named at most. */
const MAX_NEIGHBOURS = 4;

export function drawPlaceMap(input: PlaceMapInput): MapModel | undefined {
  const placement = placeOf(input.place, { exactPoints: input.exactPoints ?? exactPointsPublished() });
  if (!placement) return undefined;
  const geodata = swissGeodata();
  const commune = geodata.communes.get(placement.communeId);
  if (!commune) return undefined;
  const width = input.width ?? 480;
  const height = input.height ?? 320;
  const texts = textsIn(mapTexts, input.language);
  const [west, south, east, north] = commune.bounds;
  const keyed = baseFor(
    [
      [west, south],
      [east, north],
    ],
    { width, height, minimumSpanKm: 10, focus: commune.id },
  );
  const base = keyed.base;
  const neighbours = neighboursOf(commune.id)
    .map((id) => geodata.communes.get(id))
    .filter((other) => other !== undefined);
  const labels = namesThatFit(
    [
      { text: commune.name, at: base.project(commune.centre), weight: Infinity },
      ...neighbours.map((other) => ({
        text: other.name,
        at: base.project(other.centre),
        weight: areaOf(other.bounds),
      })),
    ],
    width,
    height,
    base.project(placement.point),
  );
  const named = labels.slice(1).map((label) => label.text);
  return {
    width,
    height,
    title: texts.placeTitle(commune.name),
    description: texts.placeDescription(commune.name, joinWords(named, input.language)),
    source: texts.source,
    ...baseView(keyed, input.language),
    labels,
    marks: [{ ...pointAt(base.project(placement.point)), count: 1, name: commune.name }],
  };
}

function pointAt([x, y]: readonly [number, number]) {
  return { x, y };
}

let communeNeighbours: Map<number, number[]> | undefined;

/** The communes that share a boundary with one, from the topology's arcs (worked out once). */
function neighboursOf(communeId: number): number[] {
  if (!communeNeighbours) {
    const geometries = swissGeodata().topology.objects.municipalities.geometries;
    const lists = neighbors(geometries as Parameters<typeof neighbors>[0]);
    communeNeighbours = new Map(
      geometries.map((geometry, index) => [
        Number(geometry.id),
        (lists[index] ?? []).map((other) => Number(geometries[other]?.id)),
      ]),
    );
  }
  return communeNeighbours.get(communeId) ?? [];
}

function areaOf([west, south, east, north]: readonly [number, number, number, number]): number {
  return (east - west) * (north - south);
}

type Candidate = { text: string; at: readonly [number, number]; weight: number };

/** Names centred on their commune's point, heaviest first, each kept when it fits and covers no other. */
function namesThatFit(
  candidates: readonly Candidate[],
  width: number,
  height: number,
  dot: readonly [number, number],
): MapLabel[] {
  const taken: Box[] = [{ left: dot[0] - 9, top: dot[1] - 9, right: dot[0] + 9, bottom: dot[1] + 9 }];
  const labels: MapLabel[] = [];
  for (const candidate of [...candidates].sort((a, b) => b.weight - a.weight)) {
    if (labels.length > MAX_NEIGHBOURS) break;
    const half = (candidate.text.length * CHARACTER_WIDTH) / 2;
    const [x, y] = candidate.at;
    const labelY = labels.length === 0 ? y + 22 : y;
    const box = { left: x - half, top: labelY - 11, right: x + half, bottom: labelY + 4 };
    if (!inFrame(box, width, height) || taken.some((other) => overlaps(box, other))) continue;
    taken.push(box);
    labels.push({ x, y: labelY, text: candidate.text });
  }
  return labels;
}
