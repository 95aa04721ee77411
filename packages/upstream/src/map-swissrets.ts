import type {
  Address,
  Event as SwissRetsEvent,
  Person,
  Project,
  Property as SwissRetsProperty,
  PropertyAttachment,
  PropertyLocalization,
  PropertyPriceRent,
  PropertyPrices,
  PropertySeller,
  SwissRetsInventory,
} from "@qualipool/swissrets-json";
import { normalizeReference } from "@rli/contract/forms/reference";
import type {
  Attachment,
  Building,
  ExtraOffer,
  Heating,
  ListingText,
  Promotion,
  Property,
  PropertyContact,
  PropertySpecification,
  PropertyStatus,
  Rent,
  TransactionType,
  Visit,
} from "@rli/contract/api/contract";
import { sanitizeRichText } from "@rli/contract/api/rich-text";
import { boundedTitle } from "@rli/contract/api/listing-title";
import { mediaLink, type MediaKind } from "@rli/contract/agency/media-links";
import { zurichInstantOf } from "@rli/contract/agency/zurich-time";
import { isPlanPicture } from "./feeds/plan-pictures";
import { categoryCode, featureKey, importantSpecificationNames, specificationName } from "./swissrets-vocabulary";

/**
 * A SwissRETS inventory mapped to the contract of product §7: French texts,
 * CASAXML categories, feature keys and specification names, prices in CHF,
 * site-relative image URLs, and promotions (projects) with their lots grouped
 * by building. Pure: the clock and the agency's origins come in as options.
 */

export type MapOptions = {
  now: Date;
  /**
   * When the export arrived (its data file's modification time): the posting date of a listing
   * that gives none, never its availability (decision 135). `now` when not told.
   */
  uploadedAt?: Date;
  /** Origins of the agency's own site, stripped from attachment URLs. */
  siteOrigins: readonly string[];
  language?: string;
};

export type MappedListing = {
  property: Property;
  /** Street and number, for e-mails; not part of the public answer. */
  street: string;
  /** Inactive because its publication ended (`availability.expiration` past), as `npm run import` tells. */
  expired?: true;
};

export type MappedPromotion = {
  promotion: Promotion;
  street: string;
  expired?: true;
};

export type MappedInventory = {
  listings: MappedListing[];
  promotions: MappedPromotion[];
  /**
   * The posting date given to what the export leaves undated (the upload's date, ISO; decision
   * 135): it changes at every upload, so comparing two uploads leaves it out (upload-report.ts).
   */
  postedOnUpload?: string;
};

type Localized = {
  languageCode: string;
  title: string;
  excerpt?: string;
  description?: string;
  attachments?: PropertyAttachment;
};

type AttachmentItem = { url: string; title?: string; description?: string };

function pickLocalization<T extends Localized>(
  localizations: readonly T[] | undefined,
  language: string,
): T | undefined {
  if (!localizations || localizations.length === 0) return undefined;
  const wanted = language.toLowerCase();
  return (
    localizations.find((item) => item.languageCode.toLowerCase() === wanted) ??
    localizations.find((item) => item.languageCode.toLowerCase().startsWith(`${wanted}-`)) ??
    localizations[0]
  );
}

/** The two-letter code of a SwissRETS language code: "de-CH" → "de". */
function primaryLanguage(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
}

/**
 * The texts of the other localizations, one per language (the first the feed gives), none in the
 * language of the chosen one; descriptions sanitised when first read, as the listing's own.
 */
function translationsOf(localizations: readonly Localized[] | undefined, chosen: Localized | undefined): ListingText[] {
  const seen = new Set<string>(chosen ? [primaryLanguage(chosen.languageCode)] : []);
  const translations: ListingText[] = [];
  for (const item of localizations ?? []) {
    const language = primaryLanguage(item.languageCode);
    if (!/^[a-z]{2}$/.test(language) || seen.has(language) || item.title.trim() === "") continue;
    seen.add(language);
    const { title, description } = boundedTitle(item.title, item.description);
    const text: ListingText = { language, title, subtitle: item.excerpt?.trim() ?? "", description: "" };
    translations.push(withSafeDescription(text, description));
  }
  return translations;
}

function siteRelative(url: string, origins: ReadonlySet<string>): string {
  try {
    const parsed = new URL(url);
    if (origins.has(parsed.origin.toLowerCase())) return `${parsed.pathname}${parsed.search}`;
    return url;
  } catch {
    return url;
  }
}

/** A picture captioned as a floor plan ("Plan rez", "Grundriss") is served as a plan, not a photo. */
function isPlanImage(item: AttachmentItem): boolean {
  return isPlanPicture({ title: item.title, caption: item.description, name: item.url });
}

function mapAttachments(attachments: PropertyAttachment | undefined, origins: ReadonlySet<string>): Attachment[] {
  if (!attachments) return [];
  const images: readonly AttachmentItem[] = attachments.images ?? [];
  const groups: [string, readonly AttachmentItem[] | undefined][] = [
    ["image", images.filter((item) => !isPlanImage(item))],
    ["plan", [...(attachments.plans ?? []), ...images.filter(isPlanImage)]],
    ["document", attachments.documents],
  ];
  return groups.flatMap(([type, items]) =>
    (items ?? [])
      .filter((item) => item.url.trim() !== "")
      .map((item) => {
        const attachment: Attachment = { url: siteRelative(item.url.trim(), origins), type };
        // Plans and documents are links named by their title (a plan by its caption when it has
        // no title); images keep their alt text from the listing.
        const title =
          type === "image"
            ? undefined
            : item.title?.trim() || (type === "plan" ? item.description?.trim().replace(/\s+/g, " ") : undefined);
        if (title) attachment.title = title;
        return attachment;
      }),
  );
}

/**
 * The first video or tour address the page may offer (decision 136), from either list: a link is
 * what its host serves, whichever list the export put it in.
 */
function firstMedia(attachments: PropertyAttachment | undefined, kind: MediaKind): { url: string } | null {
  for (const link of [...(attachments?.youTubeLinks ?? []), ...(attachments?.virtualTourLinks ?? [])]) {
    const media = mediaLink(link.url);
    if (media?.kind === kind) return { url: media.url };
  }
  return null;
}

/**
 * Sets `description` as the sanitised HTML of `raw`, computed on first read and
 * kept: sanitising thousands of descriptions at start-up would delay it, and
 * most are never shown.
 */
function withSafeDescription<T extends { description: string }>(item: T, raw: string | undefined): T {
  let safe: string | undefined;
  Object.defineProperty(item, "description", {
    enumerable: true,
    configurable: true,
    get: () => (safe ??= sanitizeRichText(raw)),
  });
  return item;
}

/** An instant of the feed as ISO text; a date or a time without its zone is Swiss time (decision 135). */
function isoDate(value: string | undefined): string | null {
  return zurichInstantOf(value)?.toISOString() ?? null;
}

/** The posting date of a listing or project: its creation, else its last change, else the upload's date. */
function postedAt(source: { created?: string; modified?: string }, options: MapOptions): string {
  return isoDate(source.created) ?? isoDate(source.modified) ?? uploadDate(options);
}

function uploadDate(options: MapOptions): string {
  return (options.uploadedAt ?? options.now).toISOString();
}

type Availability = { state: string; expiration?: string };

/** Whether the publication has ended; a date alone is midnight in Zurich (decision 135). */
function isExpired(availability: Availability, now: Date): boolean {
  const end = zurichInstantOf(availability.expiration);
  return end !== undefined && end.getTime() < now.getTime();
}

function statusOf(availability: Availability, now: Date): PropertyStatus {
  const state = availability.state;
  if (state === "reference" || state === "taken") return "taken";
  if (state === "private") return "private";
  if (isExpired(availability, now)) return "inactive";
  if (state === "reserved") return "reserved";
  if (state === "active") return "active";
  return "inactive";
}

function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

const monthsPer: Record<string, number> = { month: 1, year: 1 / 12, week: 52 / 12, day: 365 / 12, onetime: 1 };

function priceFor(type: TransactionType, prices: PropertyPrices | undefined, area: number | undefined): number {
  if (!prices) return 0;
  const perArea = (amount: number, referring: string | undefined) => {
    if (referring === "m2") return area ? amount * area : 0;
    if (referring === "km2") return area ? (amount * area) / 1_000_000 : 0;
    return amount;
  };
  if (type === "buy") {
    const price = prices.buy?.price;
    return price && price > 0 ? roundCents(perArea(price, prices.buy?.referring)) : 0;
  }
  const rent = prices.rent;
  if (!rent) return 0;
  const gross = rent.gross ?? (rent.net !== undefined ? rent.net + (rent.extra ?? 0) : undefined);
  if (!gross || gross <= 0) return 0;
  const monthly = perArea(gross, rent.referring) * (monthsPer[rent.interval ?? "month"] ?? 1);
  return roundCents(monthly);
}

function hasName(person: Person | undefined): person is Person {
  return Boolean(person && (person.givenName?.trim() || person.familyName?.trim()));
}

function contactOf(seller: PropertySeller | undefined): PropertyContact {
  const person =
    [seller?.contactPerson, seller?.visitPerson].find(hasName) ?? seller?.contactPerson ?? seller?.visitPerson;
  const organization = seller?.organization;
  const address: Address | undefined = organization?.address;
  return {
    agentGivenName: person?.givenName?.trim() ?? "",
    agentFamilyName: person?.familyName?.trim() ?? "",
    agentMobile: person?.mobile?.trim() ?? "",
    agentPhone: person?.phone?.trim() ?? "",
    company: (organization?.legalName ?? organization?.brand ?? "").trim(),
    companyLocality: address?.locality?.trim() ?? "",
    companyPhone: organization?.phone?.trim() ?? "",
    companyPostalCode: address?.postalCode?.trim() ?? "",
    companyStreet: address?.street?.trim() ?? "",
    companyStreetNumber: address?.streetNumber?.trim() ?? "",
  };
}

/** The feed's coordinates when both are numbers in range (the site decides what to show: decision 145). */
function geoOf(address: Address | undefined): Property["geo"] {
  const latitude = address?.geo?.latitude;
  const longitude = address?.geo?.longitude;
  if (typeof latitude !== "number" || typeof longitude !== "number") return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

function streetOf(address: Address | undefined): string {
  return [address?.street?.trim(), address?.streetNumber?.trim()].filter(Boolean).join(" ");
}

function characteristicsOf(property: SwissRetsProperty): {
  features: string[];
  specifications: PropertySpecification[];
} {
  const features = new Set<string>();
  const values = new Map<string, number>();
  for (const [name, value] of Object.entries(property.characteristics ?? {})) {
    if (typeof value === "number") {
      const spec = specificationName(name);
      if (spec && Number.isFinite(value) && !values.has(spec)) values.set(spec, value);
    } else if (typeof value === "string") {
      const key = featureKey(name, value);
      if (key) features.add(key);
    }
  }
  if (property.minergieCertification) {
    const key = featureKey("isMinergieCertified", "applies");
    if (key) features.add(key);
  }
  const deposit = property.prices?.deposit?.amount;
  if (deposit !== undefined && deposit > 0 && specificationName("rentalDeposit")) values.set("rental_deposit", deposit);
  const important = importantSpecificationNames.filter((name) => values.has(name));
  const rest = [...values.keys()].filter((name) => !(important as readonly string[]).includes(name));
  return {
    features: [...features],
    specifications: [...important, ...rest].map((name) => ({ name, value: values.get(name)! })),
  };
}

function livingArea(specifications: readonly PropertySpecification[]): number | undefined {
  for (const name of ["area_bwf", "area_nwf", "area_sia_nf", "area_sia_gsf"]) {
    const value = specifications.find((spec) => spec.name === name)?.value;
    if (typeof value === "number" && value > 0) return value;
  }
  return undefined;
}

/** A monthly amount in CHF from a rent figure of the feed (per year, per m², …). */
function monthlyRent(
  amount: number | undefined,
  rent: PropertyPriceRent,
  area: number | undefined,
): number | undefined {
  if (amount === undefined || !(amount > 0)) return undefined;
  let value = amount;
  if (rent.referring === "m2") value = area ? amount * area : 0;
  if (rent.referring === "km2") value = area ? (amount * area) / 1_000_000 : 0;
  const monthly = roundCents(value * (monthsPer[rent.interval ?? "month"] ?? 1));
  return monthly > 0 ? monthly : undefined;
}

function rentOf(prices: PropertyPrices | undefined, area: number | undefined): Rent | undefined {
  const rent: Rent = {};
  const source = prices?.rent;
  if (source) {
    const net = monthlyRent(source.net, source, area);
    const charges = monthlyRent(source.extra, source, area);
    const gross = monthlyRent(source.gross, source, area);
    if (net !== undefined) rent.net = net;
    if (charges !== undefined) rent.charges = charges;
    if (gross !== undefined) rent.gross = gross;
  }
  const deposit = prices?.deposit;
  if (deposit && deposit.amount > 0) {
    rent.deposit = deposit.amount;
    if (deposit.type) rent.depositType = deposit.type;
  }
  return Object.keys(rent).length > 0 ? rent : undefined;
}

function visitsOf(events: readonly SwissRetsEvent[] | undefined): Visit[] {
  return (events ?? []).flatMap((event) => {
    const name = event.name?.trim();
    const start = isoDate(event.start);
    const end = isoDate(event.end);
    if (!name || !start || !end || end < start) return [];
    const visit: Visit = { name, start, end };
    if (event.location?.trim()) visit.location = event.location.trim();
    if (event.summary?.trim()) visit.summary = event.summary.trim();
    return [visit];
  });
}

/**
 * What real exports carry besides the listing itself: the language of its texts when it has no
 * French one, availability date, visits, rent details, extras offered with it, energy.
 * Only what the feed gives: a missing fact leaves its key out.
 */
function feedDetailsOf(
  source: SwissRetsProperty,
  localization: PropertyLocalization | undefined,
  language: string,
  type: TransactionType,
  area: number | undefined,
): Partial<Property> {
  const details: Partial<Property> = {};
  const textLanguage = localization ? primaryLanguage(localization.languageCode) : undefined;
  if (textLanguage && textLanguage !== primaryLanguage(language)) details.language = textLanguage;
  const translations = translationsOf(source.localizations, localization);
  if (translations.length > 0) details.translations = translations;
  const availableFrom = isoDate(source.availability.start);
  if (availableFrom) details.availableFrom = availableFrom;
  const visitInformation = localization?.visitInformation?.trim();
  if (visitInformation) details.visitInformation = visitInformation;
  const visits = visitsOf(localization?.events);
  if (visits.length > 0) details.visits = visits;
  const rent = type === "rent" ? rentOf(source.prices, area) : undefined;
  if (rent) details.rent = rent;
  const offers = (source.prices?.additionalOffers ?? [])
    .filter((offer) => Number.isFinite(offer.price) && offer.price >= 0)
    .map((offer): ExtraOffer =>
      offer.interval
        ? { type: offer.type, price: offer.price, interval: offer.interval }
        : { type: offer.type, price: offer.price },
    );
  if (offers.length > 0) details.extraOffers = offers;
  if (source.minergieCertification) details.minergie = source.minergieCertification;
  const heating: Heating = {};
  if (source.heating?.generation) heating.generation = source.heating.generation;
  if (source.heating?.distribution) heating.distribution = source.heating.distribution;
  if (Object.keys(heating).length > 0) details.heating = heating;
  return details;
}

type ProjectLink = { projectRef: string };

function mapProperty(
  source: SwissRetsProperty,
  options: MapOptions,
  origins: ReadonlySet<string>,
  link: ProjectLink | undefined,
): MappedListing {
  const language = options.language ?? "fr";
  const localization = pickLocalization(source.localizations, language);
  const { features, specifications } = characteristicsOf(source);
  const important = new Set<string>(importantSpecificationNames);
  const type: TransactionType = source.type === "rent" ? "rent" : "buy";
  const { title, description } = boundedTitle(localization?.title ?? "", localization?.description);
  const address = source.address;
  const property: Property = {
    ref: normalizeReference(source.referenceId),
    type,
    status: statusOf(source.availability, options.now),
    title,
    name: title,
    subtitle: localization?.excerpt?.trim() ?? "",
    description: "",
    price: priceFor(type, source.prices, livingArea(specifications)),
    postalCode: address?.postalCode?.trim() ?? "",
    locality: address?.locality?.trim() ?? "",
    region: address?.region?.trim() ?? "",
    country: address?.countryCode?.trim().toUpperCase() || "CH",
    geo: geoOf(address),
    categories: [...new Set((source.categories ?? []).map((code) => categoryCode(code)))].map((name) => ({ name })),
    attachments: mapAttachments(localization?.attachments, origins),
    importantSpecifications: specifications.filter((spec) => important.has(spec.name)),
    specifications,
    features,
    video: firstMedia(localization?.attachments, "video"),
    virtualTour: firstMedia(localization?.attachments, "tour"),
    promotion: link !== undefined,
    promotionRef: link?.projectRef ?? null,
    publishedAt: postedAt(source, options),
    contact: contactOf(source.seller),
    ...feedDetailsOf(source, localization, language, type, livingArea(specifications)),
  };
  const mapped: MappedListing = { property: withSafeDescription(property, description), street: streetOf(address) };
  if (property.status === "inactive" && isExpired(source.availability, options.now)) mapped.expired = true;
  return mapped;
}

/** Building reference of a lot: PROMO-LETTER from the lot ref PROMO-LETTER-N. */
export function buildingRefOf(lotRef: string, projectRef: string): string {
  const rest = lotRef.startsWith(`${projectRef}-`)
    ? lotRef.slice(projectRef.length + 1)
    : lotRef.split("-").slice(1).join("-");
  const segments = rest.split("-").filter(Boolean);
  return segments.length >= 2 ? `${projectRef}-${segments[0]}` : projectRef;
}

const naturalOrder = new Intl.Collator("fr", { numeric: true, sensitivity: "base" });

function buildingsOf(projectRef: string, lots: readonly Property[]): Building[] {
  const byBuilding = new Map<string, Property[]>();
  for (const lot of lots) {
    const ref = buildingRefOf(lot.ref, projectRef);
    const list = byBuilding.get(ref) ?? [];
    list.push(lot);
    byBuilding.set(ref, list);
  }
  return [...byBuilding.entries()]
    .sort(([a], [b]) => naturalOrder.compare(a, b))
    .map(([ref, properties]) => ({
      ref,
      properties: [...properties].sort((a, b) => naturalOrder.compare(a.ref, b.ref)),
    }));
}

function newest(dates: readonly (string | null)[]): string | null {
  let best: string | null = null;
  for (const date of dates) if (date && (best === null || date > best)) best = date;
  return best;
}

function mapProject(
  project: Project,
  lots: readonly Property[],
  options: MapOptions,
  origins: ReadonlySet<string>,
): MappedPromotion {
  const language = options.language ?? "fr";
  const localization = pickLocalization(project.localizations, language);
  const ref = normalizeReference(project.referenceId);
  const { title, description } = boundedTitle(localization?.title ?? "", localization?.description);
  const address = project.address;
  const rentOnly =
    lots.length > 0 ? lots.every((lot) => lot.type === "rent") : !project.prices?.buy && Boolean(project.prices?.rent);
  const promotion: Promotion = {
    ref,
    title,
    name: title,
    subtitle: localization?.excerpt?.trim() ?? "",
    description: "",
    status: statusOf(project.availability, options.now),
    type: rentOnly ? "rent" : "buy",
    locality: address?.locality?.trim() ?? lots[0]?.locality ?? "",
    postalCode: address?.postalCode?.trim() ?? lots[0]?.postalCode ?? "",
    region: address?.region?.trim() ?? lots[0]?.region ?? "",
    country: address?.countryCode?.trim().toUpperCase() || "CH",
    geo: geoOf(address) ?? lots.find((lot) => lot.geo)?.geo,
    attachments: mapAttachments(localization?.attachments, origins),
    buildings: buildingsOf(ref, lots),
    publishedAt: newest(lots.map((lot) => lot.publishedAt)) ?? uploadDate(options),
  };
  const textLanguage = localization ? primaryLanguage(localization.languageCode) : undefined;
  if (textLanguage && textLanguage !== primaryLanguage(language)) promotion.language = textLanguage;
  const translations = translationsOf(project.localizations, localization);
  if (translations.length > 0) promotion.translations = translations;
  const mapped: MappedPromotion = { promotion: withSafeDescription(promotion, description), street: streetOf(address) };
  if (promotion.status === "inactive" && isExpired(project.availability, options.now)) mapped.expired = true;
  return mapped;
}

function originSet(origins: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const origin of origins) {
    try {
      const url = new URL(origin);
      set.add(url.origin.toLowerCase());
      set.add(`${url.protocol === "https:" ? "http:" : "https:"}//${url.host}`.toLowerCase());
    } catch {
      // not an origin: ignored
    }
  }
  return set;
}

export function mapInventory(inventory: SwissRetsInventory, options: MapOptions): MappedInventory {
  const origins = originSet(options.siteOrigins);
  const projects = inventory.projects ?? [];
  const projectRefs = projects.map((project) => normalizeReference(project.referenceId));
  const projectByUnit = new Map<string, string>();
  projects.forEach((project, index) => {
    for (const unit of project.units) projectByUnit.set(normalizeReference(unit.referenceId), projectRefs[index]!);
  });
  const byLength = [...projectRefs].sort((a, b) => b.length - a.length);

  const projectOf = (property: SwissRetsProperty): ProjectLink | undefined => {
    const unit = property.unitReferenceId ? normalizeReference(property.unitReferenceId) : undefined;
    if (unit) {
      const projectRef = projectByUnit.get(unit) ?? (projectRefs.includes(unit) ? unit : undefined);
      if (projectRef) return { projectRef };
    }
    const ref = normalizeReference(property.referenceId);
    const projectRef = byLength.find((candidate) => ref.startsWith(`${candidate}-`));
    return projectRef ? { projectRef } : undefined;
  };

  const listings = (inventory.properties ?? []).map((property) =>
    mapProperty(property, options, origins, projectOf(property)),
  );
  const lotsByProject = new Map<string, Property[]>();
  for (const { property } of listings) {
    if (!property.promotionRef) continue;
    const lots = lotsByProject.get(property.promotionRef) ?? [];
    lots.push(property);
    lotsByProject.set(property.promotionRef, lots);
  }
  const promotions = projects.map((project, index) =>
    mapProject(project, lotsByProject.get(projectRefs[index]!) ?? [], options, origins),
  );
  return { listings, promotions, postedOnUpload: uploadDate(options) };
}
