import { describe, expect, it } from "vitest";
import { lotAvailabilityLabel, statusLabel } from "~/agency/status";

describe("statusLabel (product §4)", () => {
  it("shows no banner for active listings", () => {
    expect(statusLabel("active")).toBeNull();
    expect(statusLabel("active", "rent")).toBeNull();
  });

  it("says Vendu or Loué for taken listings", () => {
    expect(statusLabel("taken", "buy")).toBe("Vendu");
    expect(statusLabel("taken", "rent")).toBe("Loué");
    expect(statusLabel("taken")).toBe("Vendu");
  });

  it("labels the other statuses", () => {
    expect(statusLabel("reserved")).toBe("Réservé");
    expect(statusLabel("private")).toBe("Privé");
    expect(statusLabel("inactive")).toBe("Inactif");
    expect(statusLabel("in-acquisition")).toBe("En acquisition");
    expect(statusLabel(" RESERVED ")).toBe("Réservé");
  });

  it("shows nothing for unknown statuses", () => {
    expect(statusLabel("whatever")).toBeNull();
    expect(statusLabel("")).toBeNull();
  });
});

describe("lotAvailabilityLabel (product §4)", () => {
  it("maps lot statuses to label and tone", () => {
    expect(lotAvailabilityLabel("active")).toEqual({ label: "Disponible", tone: "ok" });
    expect(lotAvailabilityLabel("reserved")).toEqual({ label: "Réservé", tone: "warning" });
    expect(lotAvailabilityLabel("taken")).toEqual({ label: "Vendu", tone: "danger" });
  });

  it("says Indisponible for anything else", () => {
    expect(lotAvailabilityLabel("private")).toEqual({ label: "Indisponible", tone: "muted" });
    expect(lotAvailabilityLabel("inactive").label).toBe("Indisponible");
    expect(lotAvailabilityLabel("").label).toBe("Indisponible");
    expect(lotAvailabilityLabel(undefined).label).toBe("Indisponible");
  });
});
