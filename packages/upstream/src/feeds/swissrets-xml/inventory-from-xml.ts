import type {
  AdditionalOffer,
  Address,
  Deposit,
  Event as SwissRetsEvent,
  Heating,
  Organization,
  Person,
  Project,
  ProjectAttachment,
  ProjectCharacteristics,
  ProjectLocalization,
  ProjectPriceRent,
  ProjectPrices,
  ProjectSeller,
  Property,
  PropertyAttachment,
  PropertyCategory,
  PropertyCharacteristics,
  PropertyLocalization,
  PropertyPriceBuy,
  PropertyPriceRent,
  PropertyPrices,
  PropertySeller,
  Publisher,
  PublisherOption,
  SwissRetsInventory,
  Unit,
} from "@qualipool/swissrets-json";
import { jsonDateTime } from "./xml-dates";
import { childExactText, childNamed, childrenNamed, childText, type XmlTreeElement } from "./xml-tree";

/**
 * A SwissRETS XML export (v2.7.0, already valid against its XSD) in the SwissRETS JSON model
 * (3.6.0): element for element, under the JSON names, numbers as numbers, repeated elements as
 * arrays. Where the two standards differ, the XML is brought to the JSON shape (see
 * docs/decisions/086-swissrets-xml-to-json.md). Pure.
 */

type Element = XmlTreeElement | undefined;

/** An enumerated value: the XSD and the JSON schema admit the same words (checked by the tests). */
function word<T>(text: string | undefined): T | undefined {
  return text === undefined ? undefined : (text as T);
}

function numberOf(text: string | undefined): number | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A phone number the XSD accepts ("+41 44 123 45 67") in the JSON pattern, which admits no inner spaces. */
function phoneOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : text.replace(/\s+/g, "");
}

function dateOf(text: string | undefined): string | undefined {
  return text === undefined ? undefined : jsonDateTime(text);
}

/** `object` without its undefined entries (the JSON model has no nulls and no empty keys). */
function defined<T extends object>(object: T): T {
  for (const key of Object.keys(object) as (keyof T)[]) if (object[key] === undefined) delete object[key];
  return object;
}

function nonEmpty<T>(items: T[]): T[] | undefined {
  return items.length > 0 ? items : undefined;
}

function addressOf(element: Element): Address | undefined {
  if (!element) return undefined;
  const geoElement = childNamed(element, "geo");
  const latitude = numberOf(childText(geoElement, "latitude"));
  const longitude = numberOf(childText(geoElement, "longitude"));
  return defined<Address>({
    countryCode: childText(element, "countryCode"),
    locality: childText(element, "locality"),
    region: childText(element, "region"),
    postalCode: childText(element, "postalCode"),
    postOfficeBoxNumber: childText(element, "postOfficeBoxNumber"),
    street: childText(element, "street"),
    streetNumber: childText(element, "streetNumber"),
    streetAddition: childText(element, "streetAddition"),
    subunit: numberOf(childText(element, "subunit")),
    // xs:float admits INF and NaN, which JSON cannot carry: such a position is left out.
    geo:
      latitude !== undefined && longitude !== undefined
        ? defined({ latitude, longitude, elevation: numberOf(childText(geoElement, "elevation")) })
        : undefined,
  });
}

function personOf(element: Element): Person | undefined {
  if (!element) return undefined;
  return defined<Person>({
    function: childText(element, "function"),
    givenName: childText(element, "givenName"),
    familyName: childText(element, "familyName"),
    email: childText(element, "email"),
    mobile: phoneOf(childText(element, "mobile")),
    phone: phoneOf(childText(element, "phone")),
    gender: childText(element, "gender"),
    note: childText(element, "note"),
  });
}

function organizationOf(element: Element): Organization | undefined {
  if (!element) return undefined;
  const website = childNamed(element, "website");
  return defined<Organization>({
    id: element.attributes.id,
    address: addressOf(childNamed(element, "address")),
    legalName: childText(element, "legalName"),
    brand: childText(element, "brand"),
    email: childText(element, "email"),
    emailRem: childText(element, "emailRem"),
    phone: phoneOf(childText(element, "phone")),
    mobile: phoneOf(childText(element, "mobile")),
    website: website
      ? defined({ url: website.text.trim(), title: website.attributes.title, label: website.attributes.label })
      : undefined,
  });
}

/** The JSON model has no inquiry person, only the address inquiries go to: the XML person's e-mail. */
function inquiryEmailOf(seller: Element): string | undefined {
  return childText(childNamed(seller, "inquiryPerson"), "email");
}

function propertySellerOf(element: Element): PropertySeller | undefined {
  if (!element) return undefined;
  return defined<PropertySeller>({
    organization: organizationOf(childNamed(element, "organization")),
    contactPerson: personOf(childNamed(element, "contactPerson")),
    visitPerson: personOf(childNamed(element, "visitPerson")),
    inquiryEmail: inquiryEmailOf(element),
  });
}

function projectSellerOf(element: Element): ProjectSeller | undefined {
  if (!element) return undefined;
  return defined<ProjectSeller>({
    organization: organizationOf(childNamed(element, "organization")),
    contactPerson: personOf(childNamed(element, "contactPerson")),
    inquiryEmail: inquiryEmailOf(element),
  });
}

/** `<availability start="…" expiration="…">state</availability>` */
function availabilityOf<T>(element: Element): T {
  return defined({
    state: element?.text.trim() ?? "",
    start: dateOf(element?.attributes.start),
    expiration: dateOf(element?.attributes.expiration),
  }) as T;
}

function linkOf(element: XmlTreeElement) {
  return defined({ url: childText(element, "url") ?? "", title: childText(element, "title") });
}

function documentOf(element: XmlTreeElement) {
  return defined({
    url: childText(element, "url") ?? "",
    title: childText(element, "title"),
    mimeType: childText(element, "mimeType"),
  });
}

/** XML attachment elements, each repeated, to the JSON arrays that gather them. */
function attachmentsOf(element: Element): PropertyAttachment & ProjectAttachment {
  const all = (name: string) => childrenNamed(element, name);
  return defined({
    images: nonEmpty(
      all("image").map((image) =>
        defined({
          url: childText(image, "url") ?? "",
          title: childText(image, "title"),
          description: childText(image, "description"),
          mimeType: childText(image, "mimeType"),
        }),
      ),
    ),
    logos: nonEmpty(
      all("logo").map((logo) => defined({ url: childText(logo, "url") ?? "", mimeType: childText(logo, "mimeType") })),
    ),
    documents: nonEmpty(all("document").map(documentOf)),
    plans: nonEmpty(all("plan").map(documentOf)),
    landRegisterExtracts: nonEmpty(all("landRegisterExtract").map(documentOf)),
    directLinks: nonEmpty(all("linkDirect").map(linkOf)),
    links: nonEmpty(all("link").map(linkOf)),
    virtualTourLinks: nonEmpty(all("linkVirtualTour").map(linkOf)),
    youTubeLinks: nonEmpty(all("linkYoutube").map(linkOf)),
  });
}

/** An event whose start or end the JSON model cannot carry is left out (both are required there). */
function eventOf(element: XmlTreeElement): SwissRetsEvent[] {
  const start = dateOf(childText(element, "start"));
  const end = dateOf(childText(element, "end"));
  if (start === undefined || end === undefined) return [];
  return [
    defined<SwissRetsEvent>({
      name: childText(element, "name") ?? "",
      start,
      end,
      location: childText(element, "location"),
      summary: childText(element, "summary"),
    }),
  ];
}

function localizationsOf(element: Element): XmlTreeElement[] {
  return childrenNamed(childNamed(element, "localizations"), "localization");
}

function propertyLocalizationOf(element: XmlTreeElement): PropertyLocalization {
  const attachments = childNamed(element, "attachments");
  const events = childNamed(element, "events");
  return defined<PropertyLocalization>({
    languageCode: element.attributes.lang ?? "",
    title: childText(element, "name") ?? "",
    excerpt: childText(element, "excerpt"),
    description: childText(element, "description"),
    location: childText(element, "location"),
    equipment: childText(element, "equipment"),
    attachments: attachments ? attachmentsOf(attachments) : undefined,
    visitInformation: childText(element, "visitInformation"),
    events: events ? childrenNamed(events, "event").flatMap(eventOf) : undefined,
  });
}

function projectLocalizationOf(element: XmlTreeElement): ProjectLocalization {
  const attachments = childNamed(element, "attachments");
  return defined<ProjectLocalization>({
    languageCode: element.attributes.lang ?? "",
    title: childText(element, "name") ?? "",
    excerpt: childText(element, "excerpt"),
    description: childText(element, "description"),
    attachments: attachments ? attachmentsOf(attachments) : undefined,
  });
}

const applicableWords = new Set(["applies", "does-not-apply", "unknown"]);

/** Renamed between the standards: the XML's `hasFiberOptics` is the JSON's `hasFiberOptic`. */
const characteristicNames: Readonly<Record<string, string>> = { hasFiberOptics: "hasFiberOptic" };

/** Each characteristic is either a yes/no/unknown word or a number (the XSD gives every one a single type). */
function characteristicsOf(element: Element): PropertyCharacteristics | undefined {
  if (!element) return undefined;
  const characteristics: Record<string, string | number> = {};
  for (const child of element.children) {
    const name = characteristicNames[child.name] ?? child.name;
    const text = child.text.trim();
    const value = applicableWords.has(text) ? text : numberOf(text);
    if (value !== undefined) characteristics[name] = value;
  }
  return characteristics as PropertyCharacteristics;
}

function numbersOf<T>(element: Element): T | undefined {
  if (!element) return undefined;
  const numbers: Record<string, number> = {};
  for (const child of element.children) {
    const value = numberOf(child.text);
    if (value !== undefined) numbers[child.name] = value;
  }
  return numbers as T;
}

function propertyPricesOf(element: Element): PropertyPrices | undefined {
  if (!element) return undefined;
  const rent = childNamed(element, "rent");
  const buy = childNamed(element, "buy");
  const auction = childNamed(element, "auction");
  const auctionStart = dateOf(auction?.attributes.start);
  const auctionEnd = dateOf(auction?.attributes.expiration);
  const auctionPrice = numberOf(auction?.text);
  const deposit = childNamed(element, "deposit");
  const depositAmount = numberOf(deposit?.text);
  // The JSON model requires an offer's type, which the XML leaves optional: an offer without one is left out.
  const offers = childrenNamed(childNamed(element, "additionalOffers"), "offer").flatMap((offer) => {
    const price = numberOf(offer.text);
    const type = offer.attributes.type;
    if (price === undefined || !type) return [];
    return [defined({ price, type, interval: offer.attributes.interval }) as AdditionalOffer];
  });
  return defined<PropertyPrices>({
    currency: element.attributes.currency,
    rent: rent
      ? defined<PropertyPriceRent>({
          gross: numberOf(childText(rent, "gross")),
          net: numberOf(childText(rent, "net")),
          extra: numberOf(childText(rent, "extra")),
          interval: word(rent.attributes.interval),
          referring: word(rent.attributes.referring),
        })
      : undefined,
    buy: buy
      ? defined<PropertyPriceBuy>({
          price: numberOf(childText(buy, "price")),
          extra: numberOf(childText(buy, "extra")),
          wirPercentage: numberOf(childText(buy, "wirPercentage")),
          referring: word(buy.attributes.referring),
        })
      : undefined,
    // The JSON model requires the auction's start and end, which the XML leaves optional.
    auction:
      auctionPrice !== undefined && auctionStart !== undefined && auctionEnd !== undefined
        ? { startPrice: auctionPrice, startDate: auctionStart, expiration: auctionEnd }
        : undefined,
    deposit:
      depositAmount !== undefined
        ? defined<Deposit>({ amount: depositAmount, type: word(deposit?.attributes.type) })
        : undefined,
    additionalOffers: nonEmpty(offers),
  });
}

/** Project prices: the JSON model requires the currency and a purchase price's reference, optional in the XML. */
function projectPricesOf(element: Element): ProjectPrices | undefined {
  if (!element) return undefined;
  const rent = childNamed(element, "rent");
  const buy = childNamed(element, "buy");
  return defined<ProjectPrices>({
    currency: element.attributes.currency ?? "CHF",
    rent: rent
      ? defined<ProjectPriceRent>({
          netFrom: numberOf(childText(rent, "netFrom")) ?? 0,
          netTo: numberOf(childText(rent, "netTo")) ?? 0,
          interval: word(rent.attributes.interval),
          referring: word(rent.attributes.referring),
        })
      : undefined,
    buy: buy
      ? {
          priceFrom: numberOf(childText(buy, "priceFrom")) ?? 0,
          priceTo: numberOf(childText(buy, "priceTo")) ?? 0,
          referring: word(buy.attributes.referring) ?? word("all")!,
        }
      : undefined,
  });
}

function publishersOf(element: Element): Publisher[] | undefined {
  if (!element) return undefined;
  return childrenNamed(element, "publisher").map((publisher) => {
    const options = childNamed(publisher, "options");
    return defined<Publisher>({
      id: publisher.attributes.id ?? "",
      options: options
        ? childrenNamed(options, "option").map((option) =>
            defined<PublisherOption>({
              key: option.attributes.key ?? "",
              value: option.text.trim(),
              languageCode: option.attributes.lang,
              start: dateOf(option.attributes.start),
              expiration: dateOf(option.attributes.expiration),
            }),
          )
        : undefined,
    });
  });
}

function listOf(element: Element, itemName: string): string[] | undefined {
  return element ? childrenNamed(element, itemName).map((item) => item.text.trim()) : undefined;
}

function propertyOf(element: XmlTreeElement): Property {
  const bfs = childNamed(element, "bfs");
  const heating = childNamed(element, "heating");
  return defined<Property>({
    id: element.attributes.id ?? "",
    type: word(childText(element, "type"))!,
    referenceId: childText(element, "referenceId") ?? "",
    // Compared as written with the units' references by the XSD's key: kept as written.
    unitReferenceId: childExactText(element, "unitReferenceId"),
    visualReferenceId: childText(element, "visualReferenceId"),
    minergieCertification: word(childText(element, "minergieCertification")),
    modified: dateOf(childText(element, "modified")),
    created: dateOf(childText(element, "created")),
    parcelNumbers: childText(element, "parcelNumbers"),
    author: childText(element, "author"),
    buildingZones: childText(element, "buildingZones"),
    development: word(childText(element, "development")),
    bfs: bfs
      ? defined({ egid: childText(bfs, "egid"), ewid: childText(bfs, "ewid"), egrid: childText(bfs, "egrid") })
      : undefined,
    heating: heating
      ? defined<Heating>({
          generation: word(childText(heating, "generation")),
          distribution: word(childText(heating, "distribution")),
        })
      : undefined,
    categories: listOf(childNamed(element, "categories"), "category") as PropertyCategory[] | undefined,
    characteristics: characteristicsOf(childNamed(element, "characteristics")),
    availability: availabilityOf(childNamed(element, "availability")),
    publishers: publishersOf(childNamed(element, "publishers")),
    address: addressOf(childNamed(element, "address")),
    seller: propertySellerOf(childNamed(element, "seller")),
    prices: propertyPricesOf(childNamed(element, "prices")),
    localizations: localizationsOf(element).map(propertyLocalizationOf),
  });
}

function unitOf(element: XmlTreeElement): Unit {
  const characteristics = numbersOf<{ numberOfFloors?: number }>(childNamed(element, "characteristics"));
  return defined<Unit>({
    id: element.attributes.id,
    // Unique as written (the XSD's key): kept as written, so that two stay two.
    referenceId: childExactText(element, "referenceId") ?? "",
    localizations: localizationsOf(element).map((localization) => ({
      languageCode: localization.attributes.lang ?? "",
      title: childText(localization, "name") ?? "",
    })),
    // One set of characteristics in the XML, a list of them in the JSON model.
    characteristics: characteristics ? [characteristics] : undefined,
  });
}

function projectOf(element: XmlTreeElement): Project {
  return defined<Project>({
    id: element.attributes.id,
    referenceId: childText(element, "referenceId") ?? "",
    seller: projectSellerOf(childNamed(element, "seller")),
    availability: availabilityOf(childNamed(element, "availability")),
    constructionStatus: word(childText(element, "constructionStatus")),
    address: addressOf(childNamed(element, "address")),
    prices: projectPricesOf(childNamed(element, "prices")),
    characteristics: numbersOf<ProjectCharacteristics>(childNamed(element, "characteristics")),
    localizations: localizationsOf(element).map(projectLocalizationOf),
    units: childrenNamed(childNamed(element, "units"), "unit").map(unitOf),
  });
}

/** Stands for the generator's version when the export does not name it (required by the JSON model). */
export const unknownGeneratorVersion = "inconnue";

/** The inventory of a valid SwissRETS XML export, from its root element `<export>`. */
export function swissRetsInventoryOf(root: XmlTreeElement): SwissRetsInventory {
  const generator = childNamed(root, "generator");
  const projects = childNamed(root, "projects");
  const properties = childNamed(root, "properties");
  return defined<SwissRetsInventory>({
    created: dateOf(childText(root, "created")),
    generator: defined({
      name: generator?.text.trim() || undefined,
      version: generator?.attributes.version?.trim() || unknownGeneratorVersion,
    }),
    projects: projects ? childrenNamed(projects, "project").map(projectOf) : undefined,
    properties: properties ? childrenNamed(properties, "property").map(propertyOf) : undefined,
  });
}
