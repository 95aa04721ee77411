/**
 * `npx tsx scripts/pack-localities.ts`: packs swisstopo's directory of localities
 * (app/map/data/AMTOVZ_CSV_WGS84.csv, as published) into app/map/data/localities.json, which the
 * maps import. Run it after replacing the CSV with a newer edition.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { packLocalities, parseLocalities } from "~/map/localities";

const source = "app/map/data/AMTOVZ_CSV_WGS84.csv";
const target = "app/map/data/localities.json";
const packed = packLocalities(parseLocalities(readFileSync(source, "utf8")));
writeFileSync(target, `${JSON.stringify(packed)}\n`);
console.log(`${packed.length} localités écrites dans ${target}`);
