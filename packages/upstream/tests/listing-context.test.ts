import { describe, expect, it } from "vitest";
import { listingContext, listingSection } from "@rli/upstream/mail/listing-context";
import { fixtureIndex, SITE_ORIGIN } from "./support/upstream";

describe("what an e-mail says about the property a form was sent from", () => {
  it("gives a listing's title, street address, price, broker and page (a trailing slash of the origin dropped)", () => {
    const context = listingContext(fixtureIndex(), "RLM-1001", `${SITE_ORIGIN}/`);
    expect(context).toEqual({
      ref: "RLM-1001",
      found: true,
      title: "Appartement 3½ pièces à Monthey",
      locality: "Monthey",
      address: "Rue du Bourg 1, 1870 Monthey",
      price: "CHF 650'000.–",
      url: `${SITE_ORIGIN}/vente/appartement/monthey-1870/rlm-1001`,
      broker: "Sophie Carron",
    });
    // The brokers' mailbox passes the message on to the listing's broker.
    expect(listingSection(context).rows).toContainEqual({ label: "Courtier", value: "Sophie Carron" });
  });

  it("gives a promotion's title, street address and page, without a price", () => {
    const context = listingContext(fixtureIndex(), "LES-VERGERS", SITE_ORIGIN);
    expect(context).toEqual({
      ref: "LES-VERGERS",
      found: true,
      title: "Les Vergers",
      locality: "Monthey",
      address: "Chemin des Vergers 10, 1870 Monthey",
      price: "",
      url: `${SITE_ORIGIN}/vente/promotions/monthey-1870/les-vergers`,
      broker: "",
    });
    expect(listingSection(context).rows.map((row) => row.label)).toEqual(["Référence", "Titre", "Adresse", "Annonce"]);
  });

  it("names a reference the inventory does not have as not found", () => {
    const context = listingContext(fixtureIndex(), "RLM-9999", SITE_ORIGIN);
    expect(context).toMatchObject({ ref: "RLM-9999", found: false, title: "", url: "" });
    expect(listingSection(context).rows).toEqual([
      { label: "Référence", value: "RLM-9999 (introuvable dans l'inventaire)" },
    ]);
  });
});
