import { agency } from "@rli/contract/agency/agency";
import { regionName } from "@rli/contract/agency/cantons";
import { formatPhone, phoneHref } from "@rli/contract/agency/format";
import type { Language } from "@rli/contract/i18n/language";

/**
 * The agency's phone numbers ready for display. Formatted on the server so that the
 * phone-number library never ships to the browser.
 */
export type PhoneLink = { display: string; href: string };

export function phoneLink(phone: string): PhoneLink {
  return { display: formatPhone(phone), href: phoneHref(phone) };
}

function formatContactPoints(language: Language) {
  return {
    main: phoneLink(agency.mainPhone),
    offices: agency.offices.map((office) => ({
      ...office,
      region: regionName(office.region, language),
      phone: phoneLink(office.phone),
    })),
  };
}

export type AgencyContactPoints = ReturnType<typeof formatContactPoints>;

const contactPoints = new Map<Language, AgencyContactPoints>();

/**
 * The agency's numbers never change while the site runs: formatted once per language, the offices'
 * cantons named in that language.
 */
export function agencyContactPoints(language: Language = "fr"): AgencyContactPoints {
  let points = contactPoints.get(language);
  if (!points) contactPoints.set(language, (points = formatContactPoints(language)));
  return points;
}
