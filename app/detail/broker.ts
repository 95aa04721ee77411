/**
 * The broker's card of a property page (product §2.5): agent, phones, agency address. When the
 * agent is a member of the team, the card shows the member's portrait, role (in the page's language,
 * as the team page writes it) and e-mail too.
 * Phones are formatted by the caller (the loader), so the phone library stays on the server.
 */
import { contactName, memberHref, memberOfContact, memberRole } from "~/agency/team-view";
import type { PropertyContact } from "@rli/contract/api/contract";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The labels of the broker's phones, in each language. */
export const brokerTexts = defineTexts({
  fr: { phone: "Téléphone", mobile: "Mobile", office: "Agence" },
  de: { phone: "Telefon", mobile: "Mobiltelefon", office: "Geschäftsstelle" },
  en: { phone: "Telephone", mobile: "Mobile phone", office: "Office" },
});

type PhoneView = { label: string; display: string; href: string };

export type BrokerView = {
  name: string | null;
  role: string | null;
  /** The role's language when it is not the page's (a role only written in French). */
  roleLang?: Language;
  email: string | null;
  portrait: string | null;
  /** The broker's own page when they are a member of the team. */
  href: string | null;
  phones: PhoneView[];
  company: string;
  /** Street line and town line of the agency. */
  address: string[];
};

type FormatPhone = (phone: string) => { display: string; href: string };

export function brokerCard(
  contact: PropertyContact,
  formatPhone: FormatPhone,
  agencyName: string,
  language: Language = "fr",
): BrokerView {
  const texts = brokerTexts[language];
  const name = contactName(contact);
  const member = memberOfContact(contact);

  const phones: PhoneView[] = [];
  const add = (label: string, phone: string) => {
    const text = phone.trim();
    if (!text) return;
    const formatted = formatPhone(text);
    if (!phones.some((item) => item.href === formatted.href)) phones.push({ label, ...formatted });
  };
  add(texts.phone, contact.agentPhone);
  add(texts.mobile, contact.agentMobile);
  add(texts.office, contact.companyPhone);

  const street = [contact.companyStreet.trim(), contact.companyStreetNumber.trim()].filter(Boolean).join(" ");
  const town = [contact.companyPostalCode.trim(), contact.companyLocality.trim()].filter(Boolean).join(" ");
  return {
    name,
    ...(member ? memberRole(member, language) : { role: null }),
    email: member?.email ?? null,
    portrait: member?.image_url ?? null,
    href: member ? memberHref(member, language) : null,
    phones,
    company: contact.company.trim() || agencyName,
    address: [street, town].filter(Boolean),
  };
}
