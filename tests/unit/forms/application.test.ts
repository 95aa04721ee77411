import { describe, expect, it } from "vitest";
import { applicationSchema } from "@rli/contract/forms/application";
import { APPLICATION_MAX_FILES } from "@rli/contract/forms/application-choices";
import { applicant } from "../../../packages/upstream/tests/support/form-requests";

const schema = applicationSchema(() => "2026-11-25");

const valid = {
  ref: "rli.h1.101",
  ...applicant,
  income: "92'000",
  adults: "2",
  children: "1",
  pets: "Un chat",
  instrument: "",
  moveIn: "2027-01-01",
  landlord: "",
  landlordPhone: "",
  message: "",
  rgpd: "on",
};

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("rental application", () => {
  it("reads a whole application the way a form sends it", () => {
    const result = schema.parse(valid);
    expect(result).toMatchObject({ ref: "RLI.H1.101", income: 92_000, adults: 2, children: 1, rgpd: true });
    expect(result.phone).toBe("+41791234567");
    expect(APPLICATION_MAX_FILES).toBe(6);
  });

  it("asks for an adult, a real date, and a move-in date from today to two years on", () => {
    expect(errorsOf({ ...valid, birthDate: "2010-01-01" })).toEqual({
      birthDate: "La personne qui dépose le dossier doit être majeure.",
    });
    expect(errorsOf({ ...valid, birthDate: "1990-02-30" }).birthDate).toBe(
      "Veuillez entrer une date valide (jour, mois, année).",
    );
    expect(errorsOf({ ...valid, birthDate: "17.04.1990" }).birthDate).toMatch(/date valide/);
    expect(errorsOf({ ...valid, moveIn: "2026-11-24" }).moveIn).toMatch(/entre aujourd'hui et dans deux ans/);
    expect(errorsOf({ ...valid, moveIn: "2029-01-01" }).moveIn).toMatch(/entre aujourd'hui et dans deux ans/);
    expect(errorsOf({ ...valid, moveIn: "2026-11-25" })).toEqual({});
  });

  it("refuses what is missing or out of bounds, each message beside its field", () => {
    const errors = errorsOf({ ...valid, ref: "", permit: "Permis X", income: "-5", adults: "0", rgpd: undefined });
    expect(Object.keys(errors).sort()).toEqual(["adults", "income", "permit", "ref", "rgpd"]);
    expect(errors.rgpd).toBe("Veuillez cocher cette case.");
    expect(errorsOf({ ...valid, phone: "" }).phone).toBe("Veuillez remplir ce champs.");
  });
});
