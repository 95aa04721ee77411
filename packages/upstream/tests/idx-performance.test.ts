import { describe, expect, it } from "vitest";
import { readIdx } from "@rli/upstream/feeds/idx/read-idx";
import { fileUrl, idxFile, idxLine, minimalRecord, now, type IdxValues } from "./idx-lines";

/**
 * Reading a large agency's export: 3,000 full records (long German description, 13 pictures,
 * agency and visit contacts). The time is printed, not asserted: the machine is shared.
 */

const description =
  "Die grosszügige Wohnung in Château-d'Œx verfügt über eine moderne Küche, zwei Badezimmer und einen " +
  "sonnigen Balkon mit Blick auf die Berge.<br><b>Lage:</b> ruhig, nahe Schulen und Einkaufsmöglichkeiten.<br>";

function record(index: number): IdxValues {
  const values: IdxValues = {
    ...minimalRecord,
    object_category: index % 3 === 0 ? "HOUSE" : "APPT",
    object_type: String((index % 10) + 1),
    offer_type: index % 2 === 0 ? "RENT" : "SALE",
    ref_property: `P${Math.floor(index / 10)}`,
    ref_house: "H1",
    ref_object: `O-${index}`,
    object_street: `Route de Saint-Légier ${index % 90}`,
    object_zip: "1660",
    object_city: "Château-d'Œx",
    object_state: "VD",
    object_country: "CH",
    available_from: "01.10.2025",
    object_title: `Wohnung Nr. ${index} mit Aussicht`,
    object_description: description.repeat(6),
    selling_price: index % 2 === 0 ? "2'150" : "985'000",
    rent_net: "1900",
    rent_extra: "250",
    price_unit: index % 2 === 0 ? "MONTHLY" : "SELL",
    currency: "CHF",
    floor: String(index % 6),
    number_of_rooms: "4,5",
    surface_living: "112",
    year_built: "1998",
    prop_balcony: "Y",
    prop_elevator: "1",
    agency_id: "rli",
    agency_name: "Rhône-Léman Immobilier",
    agency_reference: "Frau Anne-Sophie Müller",
    agency_street: "Avenue Paul-Cérésole 12",
    agency_zip: "1800",
    agency_city: "Vevey",
    agency_phone: "021 921 20 01",
    agency_mobile: "079 123 45 67",
    agency_email: "info@rhone-leman-immobilier.ch",
    visit_name: "Herr Jürg Zürcher",
    visit_phone: `024 471 ${String(10 + (index % 80)).padStart(2, "0")} 01`,
    visit_remark: "Besichtigung nach Vereinbarung.",
    last_modified: "31.03.2025 14:30:00",
  };
  for (let number = 1; number <= 13; number += 1) {
    const key = `picture_${number}_filename` as keyof IdxValues;
    values[key] = `obj${index}_${number}.jpg`;
    values[`picture_${number}_title` as keyof IdxValues] = number === 13 ? "Grundriss" : `Bild ${number}`;
  }
  return values;
}

describe("IDX 3.01 performance", () => {
  it("reads 3,000 full records", () => {
    const bytes = idxFile(
      Array.from({ length: 3000 }, (_, index) => idxLine(record(index), { trailingSeparator: true })),
    );
    const times: string[] = [];
    let count = 0;
    for (let run = 0; run < 3; run += 1) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      count = readIdx(bytes, { fileUrl, now }).inventory.properties?.length ?? 0;
      const used = process.cpuUsage(cpu);
      times.push(
        `${(performance.now() - started).toFixed(0)} ms (CPU ${((used.user + used.system) / 1000).toFixed(0)} ms)`,
      );
    }
    console.log(
      `IDX: 3,000 records (${(bytes.length / 1e6).toFixed(1)} MB) read in ${times.join(", ")}; first run cold`,
    );
    expect(count).toBe(3000);
  });
});
