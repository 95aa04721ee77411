import { validateSwissRets } from "@qualipool/swissrets-json";
import { describe, expect, it } from "vitest";
import inventoryJson from "@rli/upstream/demo/inventory.json";
import { swissRetsErrors } from "@rli/upstream/feeds/swissrets-schema";

type Inventory = { properties: Record<string, unknown>[]; projects?: { units?: { referenceId: string }[] }[] };

const copy = (): Inventory => structuredClone(inventoryJson) as unknown as Inventory;
const summary = (errors: { instancePath: string; keyword: string }[]) =>
  errors.map(({ instancePath, keyword }) => `${instancePath} ${keyword}`);

describe("the SwissRETS schema's check, compiled once", () => {
  it("finds what the package's own validateSwissRets finds, error for error, on valid and broken inventories", () => {
    const wrongType = copy();
    wrongType.properties[0]!.referenceId = 42;
    const missing = copy();
    delete missing.properties[1]!.type;
    const twice = copy();
    twice.properties[2]!.referenceId = twice.properties[3]!.referenceId;
    const unknownLot = copy();
    const lot = unknownLot.properties.find((property) => property.unitReferenceId !== undefined);
    if (!lot) throw new Error("l'inventaire de démonstration n'a pas de lot");
    lot.unitReferenceId = "lot-inconnu";
    for (const inventory of [copy(), wrongType, missing, twice, unknownLot]) {
      expect(summary(swissRetsErrors(inventory))).toEqual(summary(validateSwissRets(inventory as never)));
    }
    expect(swissRetsErrors(copy())).toEqual([]);
    expect(summary(swissRetsErrors(wrongType))).toContain("/properties/0/referenceId type");
    expect(summary(swissRetsErrors(unknownLot)).some((line) => line.endsWith(" sameAs"))).toBe(true);
  });

  it("gives each call errors of its own: a later check does not change an earlier answer", () => {
    const broken = copy();
    broken.properties[0]!.referenceId = 42;
    const first = swissRetsErrors(broken);
    expect(swissRetsErrors(copy())).toEqual([]);
    expect(first.length).toBeGreaterThan(0);
  });
});
