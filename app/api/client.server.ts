import type { z } from "zod";
import { logger } from "@rli/contract/logging/logger";
import type { SearchCriteria } from "@rli/contract/agency/search-criteria";
import { env } from "~/env.server";
import type { ContactRequest } from "@rli/contract/forms/contact";
import type { SatisfactionSurvey } from "@rli/contract/forms/satisfaction";
import type { ApplicationDocument, RentalApplication } from "@rli/contract/forms/application";
import type { ValuationRequest } from "@rli/contract/forms/valuation";
import { ANSWER_TTL_MS, createAnswerCache, type AnswerCache } from "./answer-cache.server";
import { apiAnswers, apiCache, type MemoryCache } from "./cache.server";
import {
  applicationLimitsAnswerSchema,
  type ApplicationLimits,
  blogAnswerSchema,
  citiesAnswerSchema,
  formReplySchema,
  promotionAnswerSchema,
  promotionsAnswerSchema,
  propertyAnswerSchema,
  screenAnswerSchema,
  searchResultSchema,
  placesAnswerSchema,
  type Place,
  typesAnswerSchema,
  type BlogPost,
  type City,
  type FormReply,
  type Promotion,
  type Property,
  type SearchResult,
  type TypeItem,
} from "@rli/contract/api/contract";
import { endpoints } from "./endpoints";
import { withSiteImages } from "./site-images.server";
import { withSiteDocuments } from "./site-documents.server";
import { NotFoundError } from "./errors";
import { addedCriteriaOf, resultMeetingAddedCriteria, type AddedCriterion } from "./search-criteria-check";
import {
  DEFAULT_MAX_ANSWER_BYTES,
  formAnswer,
  readDocument,
  readAnswer,
  readAnswerText,
  parseAnswer,
  type AnswerReader,
  type Call,
  type CallSettings,
} from "./request.server";
import { EMBEDDED_BASE_URL, embeddedTransport, fetchTransport, type Transport } from "./transport.server";

/** One typed function per call of product §7. */
export type ApiClient = {
  searchProperties(criteria: SearchCriteria): Promise<SearchResult>;
  /** What a map needs of every result of a search, all pages at once (decision 145). */
  searchPlaces(criteria: SearchCriteria): Promise<Place[]>;
  /** Throws NotFoundError for an unknown reference. */
  getProperty(ref: string): Promise<Property>;
  /** Cached one hour. */
  getPromotions(): Promise<Promotion[]>;
  /** Throws NotFoundError for an unknown reference. */
  getPromotion(ref: string): Promise<Promotion>;
  getScreenProperties(id: string | number): Promise<Property[]>;
  getBlogPosts(): Promise<BlogPost[]>;
  /** Cached one hour. */
  getCities(): Promise<City[]>;
  /** Cached one hour. */
  getTypes(): Promise<TypeItem[]>;
  sendContact(payload: ContactRequest): Promise<FormReply>;
  sendValuation(payload: ValuationRequest): Promise<FormReply>;
  sendSatisfaction(payload: SatisfactionSurvey): Promise<FormReply>;
  /** A rental application with its documents (base64). */
  sendApplication(payload: ApplicationPayload): Promise<FormReply>;
  /** The API's own bound on an application's documents (its mail relay's, decision 151); not cached. */
  getApplicationLimits(): Promise<ApplicationLimits>;
  /**
   * A document shipped with the export (`doc/` of an IDX upload), by name and content key: its
   * bytes and type, or null when the API has none (unknown name, or another upload since).
   */
  getExportDocument(name: string, key: string | null): Promise<ExportDocument | null>;
};

export type ExportDocument = { body: Uint8Array; contentType: string };

export type ApplicationPayload = RentalApplication & { documents: ApplicationDocument[] };

/**
 * The least time a rental application is given to reach the API and its mail server: its documents
 * (up to APPLICATION_TOTAL_MB, a third more in base64) take longer to pass on than a message, and
 * one given up while the API still sends it would be told to the visitor as not sent.
 */
export const APPLICATION_TIMEOUT_MS = 60_000;

/** Largest document passed on (a brochure in PDF is a few MB). */
export const MAX_DOCUMENT_BYTES = 30 * 1024 * 1024;

export type ApiClientOptions = {
  /** Base URL of the API (…/api). Unset: the embedded upstream, in-process. */
  apiUrl?: string;
  /** Replaces the transport chosen from apiUrl (tests). */
  transport?: Transport;
  timeoutMs?: number;
  maxAnswerBytes?: number;
  cache?: MemoryCache;
  /** Parsed answers of listings, searches, promotions and posts; by default the client's own, kept a minute. */
  answers?: AnswerCache;
  /** Rewrites the image addresses of an answer; by default to the site's own image addresses. */
  images?: <T>(answer: T) => T;
};

const ignoredTold = new Set<AddedCriterion>();

/**
 * Once per process and criterion: the agency's API answered a search by results that do not meet
 * a criterion added after product §7.
 */
function warnCriteriaIgnored(criteria: readonly AddedCriterion[], dropped: number): void {
  const untold = criteria.filter((criterion) => !ignoredTold.has(criterion));
  if (untold.length === 0) return;
  for (const criterion of untold) ignoredTold.add(criterion);
  logger.warn(
    { component: "site", event: "upstream.criterion-ignored", criterion: untold.join(","), dropped },
    `L'API de l'agence ne filtre pas la recherche par ${untold.join(", ")} : ${dropped} résultat(s) écarté(s) par le site ; les nombres de résultats et de pages peuvent être trop grands`,
  );
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const settings: CallSettings = {
    transport: options.transport ?? (options.apiUrl ? fetchTransport : embeddedTransport),
    baseUrl: options.apiUrl ?? EMBEDDED_BASE_URL,
    timeoutMs: options.timeoutMs ?? 8000,
    maxAnswerBytes: options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES,
  };
  const cache = options.cache ?? apiCache;
  const answers = options.answers ?? createAnswerCache({ ttlMs: ANSWER_TTL_MS });
  const images = options.images ?? withSiteImages;
  const read: AnswerReader = (call, request, schema) =>
    readAnswer(call, request, schema).then((answer) => images(withSiteDocuments(answer)));
  /** A read kept for the freshness period, parsed and rewritten once per text the upstream sends. */
  const readKept = <S extends z.ZodTypeAny>(request: Call, schema: S): Promise<z.infer<S>> =>
    answers.get(
      `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`,
      () => readAnswerText(settings, request),
      (text) => images(withSiteDocuments(parseAnswer(schema, text, request.path))),
    );

  function found<T>(path: string, data: T | null): T {
    if (data === null) throw new NotFoundError(`${path} : référence inconnue.`, path);
    return data;
  }

  return {
    searchProperties: async (criteria) => {
      const answer = await readKept({ method: "POST", path: endpoints.search(), body: criteria }, searchResultSchema);
      const { result, dropped } = resultMeetingAddedCriteria(answer, criteria);
      if (dropped > 0) warnCriteriaIgnored(addedCriteriaOf(criteria), dropped);
      return result;
    },

    searchPlaces: async (criteria) => {
      const body = { ...criteria, page: 1 };
      const { data } = await readKept({ method: "POST", path: endpoints.places(), body }, placesAnswerSchema);
      return data;
    },

    async getProperty(ref) {
      const path = endpoints.property(ref);
      const { data } = await readKept({ method: "GET", path }, propertyAnswerSchema);
      return found(path, data);
    },

    getPromotions: () =>
      cache.get("promotions", async () => {
        const { data } = await read(settings, { method: "GET", path: endpoints.promotions() }, promotionsAnswerSchema);
        return data;
      }),

    async getPromotion(ref) {
      const path = endpoints.promotion(ref);
      const { data } = await readKept({ method: "GET", path }, promotionAnswerSchema);
      return found(path, data);
    },

    async getScreenProperties(id) {
      const { data } = await read(settings, { method: "GET", path: endpoints.screen(id) }, screenAnswerSchema);
      return data;
    },

    async getBlogPosts() {
      const { data } = await readKept({ method: "GET", path: endpoints.blog() }, blogAnswerSchema);
      return data;
    },

    getCities: () =>
      cache.get("cities", async () => {
        const { data } = await read(settings, { method: "GET", path: endpoints.cities() }, citiesAnswerSchema);
        return data;
      }),

    getTypes: () =>
      cache.get("types", async () => {
        const { data } = await read(settings, { method: "GET", path: endpoints.types() }, typesAnswerSchema);
        return data;
      }),

    sendContact: (payload) =>
      formAnswer(settings, { method: "POST", path: endpoints.contact(), body: payload }, formReplySchema),

    sendValuation: (payload) =>
      formAnswer(settings, { method: "POST", path: endpoints.valuation(), body: payload }, formReplySchema),

    sendSatisfaction: (payload) =>
      formAnswer(settings, { method: "POST", path: endpoints.satisfaction(), body: payload }, formReplySchema),

    sendApplication: (payload) =>
      formAnswer(
        { ...settings, timeoutMs: Math.max(settings.timeoutMs, APPLICATION_TIMEOUT_MS) },
        { method: "POST", path: endpoints.application(), body: payload },
        formReplySchema,
      ),

    async getApplicationLimits() {
      const path = endpoints.applicationLimits();
      const { data } = await readAnswer(settings, { method: "GET", path }, applicationLimitsAnswerSchema);
      return data;
    },

    getExportDocument: (name, key) => readDocument(settings, endpoints.exportDocument(name, key), MAX_DOCUMENT_BYTES),
  };
}

let defaultClient: ApiClient | undefined;

/** The site's client, configured from the environment. */
export function apiClient(): ApiClient {
  defaultClient ??= createApiClient({ apiUrl: env.API_URL, timeoutMs: env.API_TIMEOUT_MS, answers: apiAnswers });
  return defaultClient;
}

export const searchProperties: ApiClient["searchProperties"] = (criteria) => apiClient().searchProperties(criteria);
export const searchPlaces: ApiClient["searchPlaces"] = (criteria) => apiClient().searchPlaces(criteria);
export const getProperty: ApiClient["getProperty"] = (ref) => apiClient().getProperty(ref);
export const getPromotions: ApiClient["getPromotions"] = () => apiClient().getPromotions();
export const getPromotion: ApiClient["getPromotion"] = (ref) => apiClient().getPromotion(ref);
export const getScreenProperties: ApiClient["getScreenProperties"] = (id) => apiClient().getScreenProperties(id);
export const getBlogPosts: ApiClient["getBlogPosts"] = () => apiClient().getBlogPosts();
export const getCities: ApiClient["getCities"] = () => apiClient().getCities();
export const getTypes: ApiClient["getTypes"] = () => apiClient().getTypes();
export const sendContact: ApiClient["sendContact"] = (payload) => apiClient().sendContact(payload);
export const sendValuation: ApiClient["sendValuation"] = (payload) => apiClient().sendValuation(payload);
export const sendSatisfaction: ApiClient["sendSatisfaction"] = (payload) => apiClient().sendSatisfaction(payload);
export const getExportDocument: ApiClient["getExportDocument"] = (name, key) =>
  apiClient().getExportDocument(name, key);
export const sendApplication: ApiClient["sendApplication"] = (payload) => apiClient().sendApplication(payload);
export const getApplicationLimits: ApiClient["getApplicationLimits"] = () => apiClient().getApplicationLimits();
