import { describe, expect, it } from "vitest";
import { phoneLink } from "~/agency/contact-points.server";
import { teamRoleTexts } from "~/agency/team-view";
import { brokerCard } from "~/detail/broker";

const contact = {
  agentGivenName: "Julien",
  agentFamilyName: "Dubois",
  agentMobile: "+41793347762",
  agentPhone: "+41219212002",
  company: "Rhône-Léman Immobilier",
  companyLocality: "Vevey",
  companyPhone: "+41219212001",
  companyPostalCode: "1800",
  companyStreet: "Avenue Paul-Cérésole",
  companyStreetNumber: "12",
};

describe("brokerCard", () => {
  it("formats the phones in the Swiss style and shows the team member's portrait, role and e-mail", () => {
    expect(brokerCard(contact, phoneLink, "Agence")).toEqual({
      name: "Julien Dubois",
      role: "Courtier, Riviera",
      email: "julien.dubois@rhone-leman-immobilier.ch",
      portrait: "/images/equipe/julien-dubois",
      href: "/equipe/julien-dubois",
      phones: [
        { label: "Téléphone", display: "+41 21 921 20 02", href: "tel:+41219212002" },
        { label: "Mobile", display: "+41 79 334 77 62", href: "tel:+41793347762" },
        { label: "Agence", display: "+41 21 921 20 01", href: "tel:+41219212001" },
      ],
      company: "Rhône-Léman Immobilier",
      address: ["Avenue Paul-Cérésole 12", "1800 Vevey"],
    });
  });

  it("gives a team member's role in the page's language, as the team page writes it", () => {
    expect(brokerCard(contact, phoneLink, "Agence", "de")).toMatchObject({
      role: teamRoleTexts.de["julien-dubois"],
      phones: [{ label: "Telefon" }, { label: expect.any(String) }, { label: expect.any(String) }],
    });
    expect(
      brokerCard({ ...contact, agentGivenName: "Nadia", agentFamilyName: "Perrin" }, phoneLink, "Agence", "en"),
    ).toMatchObject({ role: teamRoleTexts.en["nadia-perrin"] });
    expect(brokerCard(contact, phoneLink, "Agence", "en").roleLang).toBeUndefined();
  });

  it("works for a broker outside the team and without phones, with the agency's name as company", () => {
    const card = brokerCard(
      {
        ...contact,
        agentGivenName: "Anne",
        agentFamilyName: "Roux",
        agentMobile: "",
        agentPhone: "",
        companyPhone: "",
        company: "",
      },
      phoneLink,
      "Agence",
    );
    expect(card).toMatchObject({
      name: "Anne Roux",
      role: null,
      email: null,
      portrait: null,
      href: null,
      phones: [],
      company: "Agence",
    });
  });

  it("shows a number given twice once", () => {
    const card = brokerCard(
      { ...contact, agentMobile: "+41219212002", companyPhone: "021 921 20 02" },
      phoneLink,
      "Agence",
    );
    expect(card.phones.map((phone) => phone.label)).toEqual(["Téléphone"]);
  });

  it("has no name when the contact names nobody", () => {
    expect(brokerCard({ ...contact, agentGivenName: "", agentFamilyName: " " }, phoneLink, "Agence").name).toBeNull();
  });
});
