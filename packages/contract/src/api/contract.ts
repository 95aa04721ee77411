import { z } from "zod";
import { sanitizeRichText } from "./rich-text";
import { defaultSortOrder, indifferentBudget, parseBudget, sortOrders } from "../agency/search-options";
import { FREE_NOW, MAX_WORDS_LENGTH, readFreeBy, readWords, type SearchCriteria } from "../agency/search-criteria";
import { amenityValues } from "../agency/amenities";
import { zurichDay } from "../agency/zurich-time";
import { typeGroupValues } from "../agency/type-groups";

/**
 * The answers of the agency's API (product §7), as zod schemas. The client parses
 * every answer with them, so the site only ever sees these shapes; the
 * embedded upstream produces exactly these shapes.
 *
 * Schemas are lenient where a real upstream may differ harmlessly (null for an
 * empty text, a missing flag) and strict where the site depends on a value.
 */

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? "");

/** HTML from the upstream, sanitised here so that whatever the transport, pages only ever render safe markup. */
const richText = text.transform((value) => sanitizeRichText(value));

/** A text that may be missing; empty counts as missing. */
const optionalTrimmed = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const isoDateTime = z
  .string()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), "date invalide");

/** An amount the upstream may leave out; anything not a positive number counts as left out. */
const optionalAmount = z
  .unknown()
  .transform((value) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? value : undefined));

/** A list the upstream may leave out; items it gets wrong are dropped rather than failing the whole answer. */
function lenientList<T extends z.ZodTypeAny>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((values) =>
      (values ?? []).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    )
    .optional();
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const transactionTypes = ["buy", "rent"] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const propertyStatuses = ["active", "taken", "reserved", "private", "inactive", "in-acquisition"] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];

/** A status outside the list: 'reference' (a sold reference object) is taken; anything else inactive. */
const status = z.preprocess((value) => {
  const lower = typeof value === "string" ? value.trim().toLowerCase() : value;
  if (lower === "reference") return "taken";
  return (propertyStatuses as readonly unknown[]).includes(lower) ? lower : "inactive";
}, z.enum(propertyStatuses));

export const attachmentSchema = z.object({
  /** Site-relative ('/images/…') for the agency's own files, absolute otherwise. */
  url: z.string().min(1),
  /** 'image', 'plan' or 'document'. */
  type: z.string().min(1),
  /** The title the feed gives a plan or a document ("Plan du 2e étage"); absent when it gives none. */
  title: optionalTrimmed,
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** A visit or an open-house event of a listing (SwissRETS `events`). */
export const visitSchema = z.object({
  name: z.string().trim().min(1),
  /** ISO date-times with an offset. */
  start: isoDateTime,
  end: isoDateTime,
  location: optionalTrimmed,
  summary: optionalTrimmed,
});
export type Visit = z.infer<typeof visitSchema>;

/** Rent per month in CHF, as the feed gives it (net, charges, gross), and the deposit. */
export const rentSchema = z.object({
  net: optionalAmount,
  charges: optionalAmount,
  gross: optionalAmount,
  deposit: optionalAmount,
  /** 'bank-guarantee' or 'deposit-guarantee'. */
  depositType: optionalTrimmed,
});
export type Rent = z.infer<typeof rentSchema>;

/** Something offered with the listing at a price: a parking place, a storage room (SwissRETS `additionalOffers`). */
export const extraOfferSchema = z.object({
  /** SwissRETS code: parking-garage, parking-exterior-space, room-storage-basement, … */
  type: z.string().trim().min(1),
  /** CHF; per `interval`. */
  price: z.number().finite().nonnegative(),
  /** 'month', 'year', 'week', 'day' or 'onetime'; absent: per month for a rent, once for a sale. */
  interval: optionalTrimmed,
});
export type ExtraOffer = z.infer<typeof extraOfferSchema>;

/** Main heating system: SwissRETS codes (generation: heatpump, gas, …; distribution: floor, radiator). */
export const heatingSchema = z.object({
  generation: optionalTrimmed,
  distribution: optionalTrimmed,
});
export type Heating = z.infer<typeof heatingSchema>;

export const specificationSchema = z.object({
  /** Snake-case name of the vocabulary (number_of_rooms, area_bwf, …). */
  name: z.string().min(1),
  value: z.union([z.number(), z.string()]),
});
export type PropertySpecification = z.infer<typeof specificationSchema>;

export const propertyContactSchema = z.object({
  agentGivenName: text,
  agentFamilyName: text,
  agentMobile: text,
  agentPhone: text,
  company: text,
  companyLocality: text,
  companyPhone: text,
  companyPostalCode: text,
  companyStreet: text,
  companyStreetNumber: text,
});
export type PropertyContact = z.infer<typeof propertyContactSchema>;

/** Two-letter code of a text's language ("de", "en"; "de-CH" is read as "de"); undefined for anything else. */
const textLanguage = z
  .string()
  .nullish()
  .transform((value) => /^([a-z]{2})(?:[-_][a-z0-9]{1,8})*$/i.exec(value?.trim() ?? "")?.[1]?.toLowerCase());

/**
 * A listing's texts in one more language the feed gives (SwissRETS `localizations`, IDX records of
 * the same reference), read as the listing's own texts are; `listingTexts` picks the page's one.
 */
export const listingTextSchema = z.object({
  language: textLanguage.pipe(z.string()),
  title: text,
  subtitle: text,
  /** Sanitised HTML. */
  description: richText,
});
export type ListingText = z.infer<typeof listingTextSchema>;

/**
 * The texts in the feed's other languages, one per language, none in the language of the listing's
 * own fields; an entry without a usable language is dropped.
 */
const translations = lenientList(listingTextSchema);

export const categorySchema = z.object({
  /** CASAXML category code (apartment, single-house, building-land, …). */
  name: z.string().min(1),
});

/**
 * Where a listing stands (WGS 84), from the feed (SwissRETS `address.geo`); a pair out of range or
 * not numbers is read as none.
 */
export const geoSchema = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .nullish()
  .catch(undefined)
  .transform((value) => value ?? undefined);
export type Geo = NonNullable<z.infer<typeof geoSchema>>;

export const propertySchema = z.object({
  ref: z.string().min(1),
  type: z.enum(transactionTypes),
  status,
  title: text,
  name: text,
  subtitle: text,
  /** Sanitised HTML. */
  description: richText,
  /** CHF; buy price, or monthly gross rent; 0 means on request. */
  price: z
    .number()
    .nullish()
    .transform((value) => (value !== null && value !== undefined && Number.isFinite(value) && value > 0 ? value : 0)),
  postalCode: text,
  locality: text,
  region: text,
  /** Two-letter ISO code. */
  country: text,
  geo: geoSchema,
  categories: z.array(categorySchema).default([]),
  attachments: z.array(attachmentSchema).default([]),
  importantSpecifications: z.array(specificationSchema).default([]),
  specifications: z.array(specificationSchema).default([]),
  /** Kebab keys of the vocabulary (has-elevator, is-quiet, …). */
  features: z.array(z.string()).default([]),
  video: z
    .object({ url: z.string().min(1) })
    .nullish()
    .transform((value) => value ?? null),
  /** A virtual tour (360° visit) of the listing, when the export links one. */
  virtualTour: z.object({ url: z.string().min(1) }).nullish(),
  /** A lot of a new-build promotion. */
  promotion: z.boolean().default(false),
  /** The promotion of a lot. */
  promotionRef: optionalText,
  /** ISO date and time the listing was published. */
  publishedAt: optionalText,
  contact: propertyContactSchema.default({}),
  /** Two-letter code of the language of title, subtitle and description when the feed has no French text. */
  language: textLanguage.optional(),
  translations,
  /** ISO date-time from which the property is free (SwissRETS `availability.start`). */
  availableFrom: optionalTrimmed.optional(),
  /** Plain text: where to get the key, whom to call to visit. */
  visitInformation: optionalTrimmed.optional(),
  visits: lenientList(visitSchema),
  rent: rentSchema.nullish().transform((value) => value ?? undefined),
  extraOffers: lenientList(extraOfferSchema),
  /** Minergie label as the feed names it (Minergie, Minergie-P, Minergie-A-Eco, …). */
  minergie: optionalTrimmed.optional(),
  heating: heatingSchema.nullish().transform((value) => value ?? undefined),
});
export type Property = z.infer<typeof propertySchema>;

export const buildingSchema = z.object({
  /** PROMO-LETTER */
  ref: z.string().min(1),
  properties: z.array(propertySchema),
});
export type Building = z.infer<typeof buildingSchema>;

export const promotionSchema = z.object({
  ref: z.string().min(1),
  title: text,
  name: text,
  subtitle: text,
  description: richText,
  status,
  type: z.enum(transactionTypes).default("buy"),
  locality: text,
  postalCode: text,
  region: text,
  country: text,
  geo: geoSchema,
  attachments: z.array(attachmentSchema).default([]),
  buildings: z.array(buildingSchema).default([]),
  publishedAt: optionalText,
  /** Two-letter code of the language of title, subtitle and description when the feed has no French text. */
  language: textLanguage.optional(),
  translations,
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A search result item: a property, or a promotion flagged isPromotion. */
export const searchItemSchema = z.union([
  promotionSchema.extend({ isPromotion: z.literal(true) }),
  propertySchema.extend({ isPromotion: z.literal(false).default(false) }),
]);
export type SearchItem = z.infer<typeof searchItemSchema>;
export type PromotionItem = Extract<SearchItem, { isPromotion: true }>;
export type PropertyItem = Extract<SearchItem, { isPromotion: false }>;

/**
 * What a map needs of each result of a search, all pages at once (decision 145): the listing's
 * reference, titles and place.
 */
export const placeSchema = z.object({
  ref: z.string().min(1),
  isPromotion: z.boolean().default(false),
  type: z.enum(transactionTypes),
  /** Its first category, which its address names. */
  categories: z.array(categorySchema).max(1).default([]),
  promotionRef: optionalText,
  title: text,
  language: textLanguage.optional(),
  translations: lenientList(z.object({ language: textLanguage.pipe(z.string()), title: text })),
  postalCode: text,
  locality: text,
  country: text,
  geo: geoSchema,
});
export type Place = z.infer<typeof placeSchema>;
export const placesAnswerSchema = z.object({ data: z.array(placeSchema) });

export const searchResultSchema = z.object({
  properties: z.array(searchItemSchema),
  totalItems: z.number().int().nonnegative(),
  itemsPerPage: z.number().int().positive(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const blogPostSchema = z.object({
  title: z.string().min(1),
  /** Sanitised HTML. */
  content: richText,
  /** ISO date. */
  created_at: z.string().min(1),
  author: z.object({ name: text, image: text }),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const citySchema = z.object({
  name: z.string().min(1),
  postalCode: z.string().min(1),
});
export type City = z.infer<typeof citySchema>;

export const typeItemSchema = z.object({
  name: z.string().min(1),
  value: z.enum(typeGroupValues),
});
export type TypeItem = z.infer<typeof typeItemSchema>;

/** `{ data }` answers of the reads. */
export const propertyAnswerSchema = z.object({ data: propertySchema.nullable() });
export const promotionAnswerSchema = z.object({ data: promotionSchema.nullable() });
export const promotionsAnswerSchema = z.object({ data: z.array(promotionSchema) });
export const screenAnswerSchema = z.object({ data: z.array(propertySchema) });
export const blogAnswerSchema = z.object({ data: z.array(blogPostSchema) });
export const citiesAnswerSchema = z.object({ data: z.array(citySchema) });
export const typesAnswerSchema = z.object({ data: z.array(typeItemSchema) });

/**
 * GET /contact/application/limits (decision 151): the bytes of documents one rental application may
 * carry for the API to deliver it (its mail relay's size once encoded); null or no answer: no bound
 * of the API's own, the site's settings alone.
 */
export const applicationLimitsAnswerSchema = z.object({
  data: z.object({ documentsBytes: z.number().int().nonnegative().nullish() }),
});
export type ApplicationLimits = z.infer<typeof applicationLimitsAnswerSchema>["data"];

/** Key of the errors that belong to the whole form rather than one field. */
export const FORM_ERROR_KEY = "form";

export const formErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FormErrors = z.infer<typeof formErrorsSchema>;

/**
 * Why a form was not sent, when no field is wrong: `undelivered`, the mail server refused the
 * message for good (it is kept for the agency; sending it again would be refused again).
 */
export const FORM_UNDELIVERED = "undelivered";

export const formReplySchema = z.union([
  z.object({ data: z.object({ sent: z.literal(true) }) }),
  z.object({
    data: z.object({ sent: z.literal(false), reason: z.literal(FORM_UNDELIVERED).optional() }),
    errors: formErrorsSchema.default({}),
  }),
]);
export type FormReply = z.infer<typeof formReplySchema>;

/** Error body of any other refused request. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  errors: formErrorsSchema.optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>;

/**
 * Body of POST /properties/search. Accepts typed JSON as well as the loose
 * spellings of a query string (comma lists, numeric strings).
 */
function list(value: unknown): unknown {
  if (value === undefined || value === null || value === "") return [];
  if (typeof value === "string")
    return value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  return value;
}

function numeric(value: unknown): unknown {
  if (typeof value === "string" && /^\d+([.,]\d+)?$/.test(value.trim())) return Number(value.trim().replace(",", "."));
  if (value === "" || value === null) return undefined;
  return value;
}

export const searchRequestSchema = z.object({
  actionType: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(["Acheter", "Louer"], { message: "actionType doit valoir « Acheter » ou « Louer »." }).default("Acheter"),
  ),
  budget: z.preprocess(
    (value) => (value === "" || value === null || value === 0 || value === "0" ? undefined : value),
    z
      .string({ message: "budget doit être une fourchette « min-max »." })
      .refine((value) => parseBudget(value) !== undefined, "budget doit être une fourchette « min-max ».")
      .default(indifferentBudget),
  ),
  cities: z.preprocess(
    list,
    z
      .array(z.string().regex(/^\d{4,5}$/, "cities doit contenir des numéros postaux."), {
        message: "cities doit être une liste de numéros postaux.",
      })
      .max(200, "cities contient trop de numéros postaux."),
  ),
  types: z.preprocess(
    list,
    z.array(
      z.enum(typeGroupValues, {
        message: `types doit contenir des valeurs parmi : ${typeGroupValues.join(", ")}.`,
      }),
    ),
  ),
  minRooms: z.preprocess(
    numeric,
    z
      .number({ message: "minRooms doit être un nombre." })
      .min(0, "minRooms doit être positif.")
      .max(100, "minRooms est trop grand.")
      .default(0),
  ),
  /**
   * Optional (a real upstream must support it; see docs/decisions/063-sorting-and-area.md): minimum
   * living area in m², 0 for any; listings without a known living area are left out when it is above 0.
   */
  minArea: z.preprocess(
    numeric,
    z
      .number({ message: "minArea doit être un nombre." })
      .min(0, "minArea doit être positif.")
      .max(100_000, "minArea est trop grand.")
      .default(0),
  ),
  /**
   * Optional (issue 56): what every result must have, among amenityValues ("balcon", "ascenseur",
   * "parking", "animaux", "sans-marches", "neuf", "minergie", "vente-etrangers",
   * "residence-secondaire"); a promotion meets it by one of its available lots.
   */
  amenities: z.preprocess(
    list,
    z.array(
      z.enum(amenityValues, { message: `amenities doit contenir des valeurs parmi : ${amenityValues.join(", ")}.` }),
    ),
  ),
  /**
   * Optional (issue 56): the last day a result may become free, "YYYY-MM-DD" (Swiss time), or
   * "immediatement" for today; a day already past reads as today; results that give no date are left
   * out. "" or absent for any time.
   */
  freeBy: z.preprocess(
    (value) => value ?? "",
    z.string({ message: "freeBy doit être une date." }).transform((value, context) => {
      if (value === "") return "";
      const day = readFreeBy(value.trim(), zurichDay(new Date()));
      if (day === undefined) {
        context.addIssue({
          code: z.ZodIssueCode.custom,
          message: `freeBy doit être une date AAAA-MM-JJ (au plus cinq ans plus tard) ou « ${FREE_NOW} ».`,
        });
        return z.NEVER;
      }
      return day;
    }),
  ),
  /**
   * Optional: words every result's reference, titles (in any of its languages) or place holds, case
   * and accents aside; "" or absent for none.
   */
  q: z.preprocess(
    (value) => value ?? "",
    z
      .string({ message: "q doit être un texte." })
      .max(MAX_WORDS_LENGTH, `q dépasse ${MAX_WORDS_LENGTH} caractères.`)
      .transform((value) => readWords(value) ?? ""),
  ),
  /**
   * Optional: the order of the results, newest first by default; by price (listings on request
   * last) or by living area, largest first (listings without an area last).
   */
  sort: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.enum(sortOrders, { message: `sort doit valoir ${sortOrders.join(", ")}.` }).default(defaultSortOrder),
  ),
  page: z.preprocess(
    numeric,
    z
      .number({ message: "page doit être un nombre entier." })
      .int("page doit être un nombre entier.")
      .min(0, "page doit être positif.")
      .max(100_000, "page est trop grand.")
      .default(1)
      .transform((page) => Math.max(page, 1)),
  ),
  sold: z.preprocess(
    (value) => (value === "true" ? true : value === "false" || value === "" || value === null ? false : value),
    z.boolean({ message: "sold doit être un booléen." }).default(false),
  ),
}) satisfies z.ZodType<SearchCriteria, z.ZodTypeDef, unknown>;

/** The message of product §5 for a path with a double slash. */
export const INCORRECT_ENDPOINT = "Incorrect endpoint";
