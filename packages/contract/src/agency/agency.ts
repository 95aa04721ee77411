/**
 * The agency itself: name, offices, contact points and team.
 * Phone numbers are stored in E.164 and formatted for display by `formatPhone`.
 */

export const agency = {
  name: "Rhône-Léman Immobilier",
  shortName: "Rhône-Léman",
  founded: 2001,
  email: "info@rhone-leman-immobilier.ch",
  siteUrl: "https://www.rhone-leman-immobilier.ch",
  /** The number shown in the menu. */
  mainPhone: "+41244712001",
  offices: [
    {
      town: "Monthey",
      street: "Place Centrale 4",
      postalCode: "1870",
      region: "Valais",
      phone: "+41244712001",
    },
    {
      town: "Vevey",
      street: "Avenue Paul-Cérésole 12",
      postalCode: "1800",
      region: "Vaud",
      phone: "+41219212001",
    },
  ],
  social: [
    { name: "Facebook", href: "https://www.facebook.com/rhonelemanimmobilier" },
    { name: "Instagram", href: "https://www.instagram.com/rhonelemanimmobilier" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/rhone-leman-immobilier" },
  ],
} as const;

export type Office = (typeof agency.offices)[number];

export type TeamMember = {
  id: string;
  first_name: string;
  last_name: string;
  role: string;
  /** Salutation, as in the forms: Monsieur, Madame. */
  title: "Monsieur" | "Madame";
  email: string;
  phone: string;
  mobile?: string;
  image_url: string;
  /** The languages they advise in, ISO 639-1 codes, the first their own. */
  languages: readonly ("fr" | "de" | "en" | "it")[];
};

export const team: readonly TeamMember[] = [
  {
    id: "laurent-rochat",
    first_name: "Laurent",
    last_name: "Rochat",
    role: "Directeur, courtier diplômé",
    title: "Monsieur",
    email: "laurent.rochat@rhone-leman-immobilier.ch",
    phone: "+41244712002",
    mobile: "+41794123310",
    image_url: "/images/equipe/laurent-rochat",
    languages: ["fr", "de", "en"],
  },
  {
    id: "sophie-carron",
    first_name: "Sophie",
    last_name: "Carron",
    role: "Courtière, responsable Chablais",
    title: "Madame",
    email: "sophie.carron@rhone-leman-immobilier.ch",
    phone: "+41244712003",
    mobile: "+41786508421",
    image_url: "/images/equipe/sophie-carron",
    languages: ["fr", "en"],
  },
  {
    id: "julien-dubois",
    first_name: "Julien",
    last_name: "Dubois",
    role: "Courtier, Riviera",
    title: "Monsieur",
    email: "julien.dubois@rhone-leman-immobilier.ch",
    phone: "+41219212002",
    mobile: "+41793347762",
    image_url: "/images/equipe/julien-dubois",
    languages: ["fr", "en", "it"],
  },
  {
    id: "nadia-perrin",
    first_name: "Nadia",
    last_name: "Perrin",
    role: "Responsable location",
    title: "Madame",
    email: "nadia.perrin@rhone-leman-immobilier.ch",
    phone: "+41219212003",
    image_url: "/images/equipe/nadia-perrin",
    languages: ["fr", "de"],
  },
  {
    id: "marc-favre",
    first_name: "Marc",
    last_name: "Favre",
    role: "Responsable des promotions neuves",
    title: "Monsieur",
    email: "marc.favre@rhone-leman-immobilier.ch",
    phone: "+41244712004",
    mobile: "+41765521908",
    image_url: "/images/equipe/marc-favre",
    languages: ["fr", "en"],
  },
];
