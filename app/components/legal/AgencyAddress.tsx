import { agency } from "@rli/contract/agency/agency";
import { useAgencyContact } from "~/components/layout/useAgencyContact";
import { useTexts } from "~/components/i18n/useLanguage";
import { legalPageTexts } from "./LegalPage.texts";

/** The office in Monthey, the agency's seat: the address legal texts refer to. */
export const seat = agency.offices.find((office) => office.town === "Monthey") ?? agency.offices[0];

/** Postal address, e-mail and telephone of the agency's seat. */
export function AgencyAddress() {
  const texts = useTexts(legalPageTexts);
  // The root's contact points: the phone formatted, the canton named in the page's language.
  const office = useAgencyContact()?.offices.find((office) => office.postalCode === seat.postalCode);
  const phone = office?.phone ?? { display: seat.phone, href: `tel:${seat.phone}` };
  return (
    <address>
      {agency.name}
      <br />
      {seat.street}
      <br />
      {`${seat.postalCode} ${seat.town} (${office?.region ?? seat.region}), ${texts.country}`}
      <br />
      {texts.email} <a href={`mailto:${agency.email}`}>{agency.email}</a>
      <br />
      {texts.phone} <a href={phone.href}>{phone.display}</a>
    </address>
  );
}
