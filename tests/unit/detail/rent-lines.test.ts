import { describe, expect, it } from "vitest";
import { energyRows } from "~/detail/energy";
import { extraOfferLines, rentLines } from "~/detail/rent-lines";

describe("rentLines", () => {
  it("lists net rent, charges, gross rent and deposit per month in Swiss francs", () => {
    expect(rentLines({ net: 1800, charges: 250, gross: 2050, deposit: 5400, depositType: "bank-guarantee" })).toEqual([
      { label: "Loyer net", value: "CHF 1'800.–/mois" },
      { label: "Charges", value: "CHF 250.–/mois" },
      { label: "Loyer brut", value: "CHF 2'050.–/mois" },
      { label: "Garantie de loyer", value: "CHF 5'400.– (garantie bancaire)" },
    ]);
  });

  it("adds net rent and charges when the gross rent is not given", () => {
    expect(rentLines({ net: 1234.5, charges: 200 })).toContainEqual({
      label: "Loyer brut",
      value: "CHF 1'434.50/mois",
    });
  });

  it("shows only what is given", () => {
    expect(rentLines({ gross: 2100 })).toEqual([{ label: "Loyer brut", value: "CHF 2'100.–/mois" }]);
    expect(rentLines({ net: 1500 })).toEqual([{ label: "Loyer net", value: "CHF 1'500.–/mois" }]);
    expect(rentLines({ deposit: 3000 })).toEqual([{ label: "Garantie de loyer", value: "CHF 3'000.–" }]);
    expect(rentLines({})).toEqual([]);
    expect(rentLines(undefined)).toEqual([]);
  });
});

describe("extraOfferLines", () => {
  it("names parking places and rooms offered with the listing, with their price and interval", () => {
    expect(
      extraOfferLines(
        [
          { type: "parking-garage-underground", price: 150, interval: "month" },
          { type: "parking-exterior-space", price: 60 },
          { type: "room-storage-basement", price: 0, interval: "month" },
        ],
        "rent",
      ),
    ).toEqual([
      { label: "Place dans un parking souterrain (en option)", value: "CHF 150.–/mois" },
      { label: "Place de parc extérieure (en option)", value: "CHF 60.–/mois" },
      { label: "Dépôt au sous-sol (en option)", value: "Compris" },
    ]);
  });

  it("prices an offer of a sale once unless the feed says otherwise", () => {
    expect(extraOfferLines([{ type: "parking-garage", price: 35000 }], "buy")).toEqual([
      { label: "Garage (en option)", value: "CHF 35'000.–" },
    ]);
    expect(extraOfferLines([{ type: "parking-garage", price: 1200, interval: "year" }], "buy")).toEqual([
      { label: "Garage (en option)", value: "CHF 1'200.–/an" },
    ]);
  });

  it("leaves out offers of unknown kind or interval", () => {
    expect(extraOfferLines([{ type: "helipad", price: 10 }], "rent")).toEqual([]);
    expect(extraOfferLines([{ type: "parking-garage", price: 10, interval: "fortnight" }], "rent")).toEqual([]);
    expect(extraOfferLines(undefined, "rent")).toEqual([]);
  });
});

describe("energyRows", () => {
  it("gives the Minergie label and the heating system in French", () => {
    expect(
      energyRows({
        minergie: "Minergie-P-Eco",
        heating: { generation: "heatpump-air-and-water", distribution: "floor" },
      }),
    ).toEqual([
      { label: "Label énergétique", value: "Minergie-P-ECO" },
      { label: "Production de chaleur", value: "Pompe à chaleur air-eau" },
      { label: "Distribution de chaleur", value: "Chauffage au sol" },
    ]);
    expect(energyRows({ heating: { generation: "oil" } })).toEqual([
      { label: "Production de chaleur", value: "Mazout" },
    ]);
    expect(energyRows({ heating: { distribution: "radiator" } })).toEqual([
      { label: "Distribution de chaleur", value: "Radiateurs" },
    ]);
  });

  it("says nothing of what the feed does not give or the site does not know", () => {
    expect(energyRows({})).toEqual([]);
    expect(energyRows({ minergie: "Passivhaus", heating: { generation: "plasma" } })).toEqual([]);
  });
});
