import { agency } from "@rli/contract/agency/agency";
import { formatPhone, phoneHref } from "@rli/contract/agency/format";

/**
 * The agency's phone numbers ready for display. Formatted on the server so that the
 * phone-number library never ships to the browser.
 */
export type PhoneLink = { display: string; href: string };

export function phoneLink(phone: string): PhoneLink {
  return { display: formatPhone(phone), href: phoneHref(phone) };
}

function formatContactPoints() {
  return {
    main: phoneLink(agency.mainPhone),
    offices: agency.offices.map((office) => ({ ...office, phone: phoneLink(office.phone) })),
  };
}

export type AgencyContactPoints = ReturnType<typeof formatContactPoints>;

let contactPoints: AgencyContactPoints | undefined;

/** The agency's numbers never change while the site runs: formatted once. */
export function agencyContactPoints(): AgencyContactPoints {
  return (contactPoints ??= formatContactPoints());
}
