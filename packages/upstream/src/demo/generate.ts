/**
 * The demo inventory: a SwissRETS JSON document with the listings of a fictitious agency
 * of the Chablais and the Riviera, generated from a seed so that it is the same every time.
 *
 * - `properties`: ordinary listings (RLM-1001, RLM-1002, …), then the lots of the promotions
 *   (RLM-P01-A-1: promotion RLM-P01, building A, lot 1), linked to their building by `unitReferenceId`.
 * - `projects`: new-build promotions; each `unit` is a building (RLM-P01-A).
 *
 * The parts: `kinds.ts` (kinds of listings), `listing.ts` (one ordinary listing, with its facts, prices,
 * texts and photos in the `listing-*.ts` and `photos.ts` modules), `promotion-plans.ts` and `promotion.ts`
 * (the promotions and their lots), `seller.ts`, `visits.ts`, `shapes.ts` (the SwissRETS shapes written).
 */
import { SwissRetsVersion } from "@qualipool/swissrets-json";
import { agency } from "@rli/contract/agency/agency";
import { Rng } from "../pictures/random";
import { kinds, pickPlace } from "./kinds";
import { buildListing } from "./listing";
import type { Draft } from "./listing-facts";
import { allocate, DAY } from "./numbers";
import { buildPromotion } from "./promotion";
import { featuredPromotions, promotionPlans } from "./promotion-plans";
import type { AvailabilityState, DemoInventory, DemoProject } from "./shapes";

export type { AvailabilityState, DemoInventory, DemoProject, DemoProperty } from "./shapes";
export type { Group } from "./kinds";

export type GenerateOptions = {
  /** Ordinary listings (promotion lots come on top). */
  count?: number;
  seed?: string;
  /** The moment the inventory is dated; listings are published in the months before it. */
  now?: string;
};

export const DEMO_DEFAULTS = {
  count: 48,
  seed: "rhone-leman-immobilier",
  now: "2026-11-16T07:30:00.000Z",
} as const;

/** The demo inventory; the same options always give the same document. */
export function generateInventory(options: GenerateOptions = {}): DemoInventory {
  const count = Math.max(1, Math.floor(options.count ?? DEMO_DEFAULTS.count));
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const nowMs = Date.parse(options.now ?? DEMO_DEFAULTS.now);
  if (!Number.isFinite(nowMs)) throw new Error(`invalid date: ${options.now}`);
  const rng = new Rng(seed);

  // Kinds in proportion to their weights, each group represented; states likewise.
  const planned = allocate(
    rng,
    count,
    kinds.map((k) => [k, k.weight] as const),
    count >= kinds.length,
  );
  const states = allocate<AvailabilityState>(
    rng,
    count,
    [
      ["active", 78],
      ["reserved", 9],
      ["taken", 13],
    ],
    true,
  );
  const drafts: Draft[] = planned.map((kind, i) => {
    const state = states[i] as AvailabilityState;
    const place = pickPlace(rng, kind);
    const type = rng.chance(kind.rentShare) ? "rent" : "buy";
    // Sold or let listings were published longer ago.
    const daysAgo = state === "taken" ? rng.int(90, 620) : state === "reserved" ? rng.int(30, 300) : rng.int(0, 330);
    const createdMs = nowMs - daysAgo * DAY - rng.int(0, 10) * 3_600_000;
    return { kind, place, type, state, createdMs };
  });
  // References follow the order of publication: the newest listing has the highest number.
  drafts.sort((a, b) => a.createdMs - b.createdMs);
  const properties = drafts.map((draft, i) => buildListing(rng.fork(`listing-${i}`), draft, 1001 + i, nowMs));

  const promotionCount = count <= 100 ? featuredPromotions.length : Math.ceil(count / 100);
  const projects: DemoProject[] = [];
  promotionPlans(rng, promotionCount).forEach((plan, i) => {
    const startMs = nowMs - rng.int(20, 240) * DAY;
    const { project, lots } = buildPromotion(rng.fork(`promotion-${i}`), plan, i, startMs, nowMs);
    projects.push(project);
    properties.push(...lots);
  });

  return {
    created: new Date(nowMs).toISOString(),
    generator: { name: `${agency.name} – inventaire de démonstration`, version: SwissRetsVersion.latest },
    properties,
    projects,
  };
}
