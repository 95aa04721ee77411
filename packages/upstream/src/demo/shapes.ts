/**
 * The SwissRETS shapes the demo inventory writes (a subset of the standard's JSON schema).
 */
export type Applies = "applies";
export type Address = {
  countryCode: string;
  locality: string;
  region: string;
  postalCode: string;
  street?: string;
  streetNumber?: string;
  geo?: { latitude: number; longitude: number };
};
export type Image = { url: string; title?: string };
export type Localization = {
  languageCode: "fr" | "de" | "en";
  title: string;
  excerpt?: string;
  description?: string;
  location?: string;
  visitInformation?: string;
  events?: DemoEvent[];
  attachments?: { images: Image[] };
};
export type DemoEvent = { name: string; start: string; end: string; location?: string; summary?: string };
export type Person = {
  gender?: string;
  function?: string;
  givenName: string;
  familyName: string;
  email: string;
  phone: string;
  mobile?: string;
};
export type Organization = {
  id: string;
  legalName: string;
  brand: string;
  email: string;
  phone: string;
  website: { url: string; label: string };
  address: Address;
};
export type Seller = { inquiryEmail: string; organization: Organization; contactPerson: Person; visitPerson?: Person };
export type AvailabilityState = "active" | "reserved" | "taken";
export type Characteristics = Record<string, number | Applies>;

export type DemoProperty = {
  id: string;
  referenceId: string;
  unitReferenceId?: string;
  type: "buy" | "rent";
  created: string;
  modified: string;
  availability: { state: AvailabilityState; start: string };
  categories: string[];
  address: Address;
  characteristics: Characteristics;
  heating?: { generation: string; distribution?: string };
  minergieCertification?: string;
  development?: "full" | "partial" | "undeveloped";
  buildingZones?: string;
  parcelNumbers?: string;
  prices: {
    currency: "CHF";
    buy?: { price: number; referring: "all" };
    rent?: { gross: number; net: number; extra: number; interval: "month"; referring: "all" };
    deposit?: { amount: number; type: "bank-guarantee" | "deposit-guarantee" };
    additionalOffers?: { type: string; interval: "month" | "onetime"; price: number }[];
  };
  localizations: Localization[];
  seller: Seller;
};

export type DemoProject = {
  id: string;
  referenceId: string;
  availability: { state: "active"; start: string };
  constructionStatus: "planned" | "under-construction" | "ready" | "completed";
  address: Address;
  prices: { currency: "CHF"; buy: { priceFrom: number; priceTo: number; referring: "all" } };
  characteristics: {
    areaBwfFrom: number;
    areaBwfTo: number;
    numberOfRoomsFrom: number;
    numberOfRoomsTo: number;
    numberOfResidentialUnits: number;
  };
  localizations: Localization[];
  units: {
    id: string;
    referenceId: string;
    localizations: { languageCode: Localization["languageCode"]; title: string }[];
    characteristics: { numberOfFloors: number }[];
  }[];
  seller: Omit<Seller, "visitPerson">;
};

export type DemoInventory = {
  created: string;
  generator: { name: string; version: string };
  properties: DemoProperty[];
  projects: DemoProject[];
};
