/**
 * The plans of the demo promotions: three featured ones, then more for a large inventory.
 */
import type { Rng } from "../pictures/random";
import { places } from "./places";
import type { DemoProject } from "./shapes";

export type PromotionPlan = {
  name: string;
  locality: string;
  buildings: number;
  lotsPerBuilding: number;
  style: "immeuble" | "chalet";
  construction: DemoProject["constructionStatus"];
  delivery: string;
};

export const featuredPromotions: readonly PromotionPlan[] = [
  {
    name: "Les Jardins du Crochetan",
    locality: "Monthey",
    buildings: 3,
    lotsPerBuilding: 4,
    style: "immeuble",
    construction: "under-construction",
    delivery: "printemps 2027",
  },
  {
    name: "Résidence Belle-Rive",
    locality: "La Tour-de-Peilz",
    buildings: 2,
    lotsPerBuilding: 5,
    style: "immeuble",
    construction: "under-construction",
    delivery: "automne 2027",
  },
  {
    name: "Le Hameau des Mélèzes",
    locality: "Troistorrents",
    buildings: 2,
    lotsPerBuilding: 4,
    style: "chalet",
    construction: "planned",
    delivery: "hiver 2027-2028",
  },
];

const promotionNames = [
  "Les Vergers",
  "Le Clos des Vignes",
  "Les Terrasses du Lac",
  "Résidence du Parc",
  "Les Cèdres",
  "Le Domaine des Tilleuls",
  "Les Balcons du Léman",
  "Les Prés Fleuris",
  "Résidence Les Érables",
  "Le Carré des Saules",
];

export function promotionPlans(rng: Rng, count: number): PromotionPlan[] {
  const plans: PromotionPlan[] = featuredPromotions.slice(0, Math.min(count, featuredPromotions.length));
  for (let i = plans.length; i < count; i += 1) {
    const place = rng.weighted(places.map((p) => [p, p.weight] as const));
    const j = i - featuredPromotions.length;
    const round = Math.floor(j / promotionNames.length);
    plans.push({
      name: `${promotionNames[j % promotionNames.length]}${round > 0 ? ` ${round + 1}` : ""}`,
      locality: place.locality,
      buildings: rng.int(2, 3),
      lotsPerBuilding: rng.int(4, 6),
      style: place.mountain && rng.chance(0.5) ? "chalet" : "immeuble",
      construction: rng.pick(["planned", "under-construction", "ready"] as const),
      delivery: rng.pick(["printemps 2027", "été 2027", "automne 2027", "printemps 2028"]),
    });
  }
  return plans;
}
