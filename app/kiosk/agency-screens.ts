/**
 * The kiosk's agency screens (home, home2, services, team) and the pictures each slide shows,
 * so that the next slide's pictures can be fetched ahead of time.
 */
import { agency, team } from "@rli/contract/agency/agency";
import type { PhoneLink } from "~/agency/contact-points.server";
import { imageUrl } from "~/images/catalog";
import type { KioskPosition } from "./sequence";

type KioskOffice = {
  town: string;
  street: string;
  postalCode: string;
  phone: PhoneLink;
  image: string;
};

type KioskMember = { id: string; fullName: string; role: string; image: string };

export type KioskAgency = {
  name: string;
  founded: number;
  email: string;
  hero: string;
  offices: KioskOffice[];
  team: KioskMember[];
};

/** The services screen: what the agency does. */
export const kioskServices = [
  {
    id: "vente",
    title: "Vente",
    text: "Mise en valeur de votre bien, visites, négociation et suivi jusqu'à la signature chez le notaire.",
  },
  {
    id: "location",
    title: "Location",
    text: "Recherche et sélection des locataires, dossiers, baux et états des lieux.",
  },
  {
    id: "estimation",
    title: "Estimation gratuite",
    text: "La valeur de votre bien établie par nos courtiers, gratuitement et sans engagement.",
  },
  {
    id: "promotions",
    title: "Promotions neuves",
    text: "Appartements et maisons neufs vendus sur plan, du choix du lot à la remise des clés.",
  },
] as const;

export type KioskServiceId = (typeof kioskServices)[number]["id"];

/** The agency's part of the kiosk; phones come already formatted (the formatting library stays on the server). */
export function kioskAgency(formatPhone: (e164: string) => PhoneLink): KioskAgency {
  return {
    name: agency.name,
    founded: agency.founded,
    email: agency.email,
    hero: imageUrl("/images/site/hero", 1920),
    offices: agency.offices.map((office) => ({
      town: office.town,
      street: office.street,
      postalCode: office.postalCode,
      phone: formatPhone(office.phone),
      image: imageUrl(`/images/site/${office.town.toLowerCase()}`, 960),
    })),
    team: team.map((member) => ({
      id: member.id,
      fullName: `${member.first_name} ${member.last_name}`,
      role: member.role,
      image: imageUrl(member.image_url, 480),
    })),
  };
}

/** The pictures a slide shows. */
export function slideImages(
  position: KioskPosition,
  flyers: readonly { image: { src: string } | null }[],
  screens: Pick<KioskAgency, "hero" | "offices" | "team">,
): string[] {
  switch (position.screen) {
    case "home":
      return [screens.hero];
    case "home2":
      return screens.offices.map((office) => office.image);
    case "properties": {
      const src = flyers[position.item]?.image?.src;
      return src ? [src] : [];
    }
    case "services":
      return [];
    case "team":
      return screens.team.map((member) => member.image);
  }
}
