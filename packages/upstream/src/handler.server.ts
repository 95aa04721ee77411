import { readFile } from "node:fs/promises";
import { agency } from "@rli/contract/agency/agency";
import { env } from "./env";
import { contactSchema, type ContactRequest } from "@rli/contract/forms/contact";
import {
  API_DOCUMENTS_MAX_BYTES,
  applicationRequestSchema,
  type ApplicationRequest,
} from "@rli/contract/forms/application";
import { zurichDay } from "@rli/contract/agency/zurich-time";
import { normalizeReference, REFERENCE_PATTERN } from "@rli/contract/forms/reference";
import { satisfactionSchema } from "@rli/contract/forms/satisfaction";
import { valuationSchema } from "@rli/contract/forms/valuation";
import {
  INCORRECT_ENDPOINT,
  searchRequestSchema,
  type ApplicationLimits,
  type BlogPost,
  type ErrorAnswer,
  type Property,
} from "@rli/contract/api/contract";

import { readLimitedText } from "@rli/contract/api/read-body";
import { getBlogPosts } from "./blog.server";
import { isPublic, type InventoryIndex } from "./inventory-index";
import { exportFileAt } from "./feeds/export-files";
import { getInventory, inventoryFile, servedInventory } from "./inventory.server";
import { applicationMail } from "./mail/application-mail";
import { contactMail, satisfactionMail, valuationMail } from "./mail/form-mails";
import { fieldErrorsOf, forwardForm } from "./mail/forward-form.server";
import { listingContext, requestedVisit } from "./mail/listing-context";
import { logger } from "@rli/contract/logging/logger";
import { mailerFromEnv, type Mailer } from "./mail/mailer.server";
import { relayDocumentsBytes } from "./mail/relay-limits.server";
import { inventoryPhotoNames, makeDemoPhotos, photoFile, photosFolder } from "./pictures/demo-photos";
import { placesIndex, screenProperties, searchIndex } from "./search";

/**
 * The embedded upstream: every call of product §7 under /api, as a web-standard
 * handler (Request → Response). Reads answer `{ data }` (null for an unknown
 * reference, with 200, like the agency's API); the search answers
 * `{ properties, totalItems, itemsPerPage }`; form posts answer
 * `{ data: { sent } }` with per-field errors. Bad input gets a 4xx with a
 * French message, never a 500.
 */

export const API_BASE_PATH = "/api";
export const MAX_REQUEST_BYTES = 64 * 1024;
/** A rental application carries its documents in base64 (a third more than their bytes). */
export const MAX_APPLICATION_REQUEST_BYTES = Math.ceil((API_DOCUMENTS_MAX_BYTES * 4) / 3) + 256 * 1024;

/** Said of an application for a listing that is not a rent one on offer. */
export const APPLICATION_NOT_RENTED = "Ce bien n'est pas proposé à la location : aucun dossier ne peut être déposé.";

/** The rent listing on offer (active) an application names, or null. */
function applicationListing(index: InventoryIndex, ref: unknown): Property | null {
  const wanted = typeof ref === "string" ? normalizeReference(ref) : "";
  const property = REFERENCE_PATTERN.test(wanted) ? index.listingsByRef.get(wanted)?.property : undefined;
  return property && property.type === "rent" && property.status === "active" ? property : null;
}

export type UpstreamDependencies = {
  inventory: () => InventoryIndex;
  blog: () => BlogPost[];
  mailer: () => Mailer;
  /** Public origin of the site, for links in e-mails. */
  siteOrigin: string;
  /** The file of a demo photo (`chalet-4821`), once the photos are made; null when there is none. */
  photo?: (name: string) => Promise<string | null>;
  /**
   * A picture or document shipped with the served export (`images`/`doc`, its name, the content key
   * of its address or null), when it is still the one the inventory names; null otherwise.
   */
  exportFile?: (folder: string, name: string, key: string | null) => string | null;
  /** The bytes of documents an application may carry for its mail to pass the relay; undefined: no bound. */
  applicationLimits?: () => Promise<number | undefined>;
};

type Handler = (request: Request, params: string[]) => Promise<Response> | Response;
type Route = { method: "GET" | "POST"; pattern: RegExp; handle: Handler };

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

function refusal(
  status: number,
  message: string,
  extra: Partial<ErrorAnswer> = {},
  headers: Record<string, string> = {},
) {
  return json({ message, ...extra } satisfies ErrorAnswer, status, headers);
}

class BadInput extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A reference from the path: undefined when it cannot be one (then it is simply unknown). */
function referenceParam(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const ref = normalizeReference(decoded);
  return REFERENCE_PATTERN.test(ref) ? ref : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The request body as an object: JSON, or an HTML form (urlencoded or multipart). */
async function readBody(request: Request, maxBytes = MAX_REQUEST_BYTES): Promise<Record<string, unknown>> {
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const declared = Number(request.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > maxBytes) {
      throw new BadInput(413, "La requête est trop volumineuse.");
    }
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new BadInput(400, "Le formulaire envoyé est illisible.");
    }
    const body: Record<string, unknown> = {};
    for (const [name, value] of form) {
      if (typeof value !== "string") continue;
      const previous = body[name];
      body[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
    }
    return body;
  }
  const text = await readLimitedText(request.body, maxBytes, request.headers.get("content-length"));
  if (text === undefined) throw new BadInput(413, "La requête est trop volumineuse.");
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadInput(400, "Le corps de la requête n'est pas du JSON valide.");
  }
  if (!isPlainObject(parsed)) throw new BadInput(400, "Le corps de la requête doit être un objet JSON.");
  return parsed;
}

export function createUpstreamHandler(deps: UpstreamDependencies): (request: Request) => Promise<Response> {
  const routes: Route[] = [
    {
      method: "POST",
      pattern: /^\/properties\/search$/,
      handle: async (request) => {
        const parsed = searchRequestSchema.safeParse(await readBody(request));
        if (!parsed.success) {
          return refusal(400, "Critères de recherche invalides.", { errors: fieldErrorsOf(parsed.error) });
        }
        return json(searchIndex(deps.inventory(), parsed.data));
      },
    },
    {
      method: "POST",
      pattern: /^\/properties\/places$/,
      handle: async (request) => {
        const parsed = searchRequestSchema.safeParse(await readBody(request));
        if (!parsed.success) {
          return refusal(400, "Critères de recherche invalides.", { errors: fieldErrorsOf(parsed.error) });
        }
        return json({ data: placesIndex(deps.inventory(), parsed.data) });
      },
    },
    {
      method: "GET",
      pattern: /^\/properties\/screen\/([^/]+)$/,
      handle: (_request, [id = ""]) => {
        if (!/^[\w-]{1,40}$/.test(decodeURIComponentSafe(id))) {
          return refusal(400, "Identifiant d'écran invalide.");
        }
        return json({ data: screenProperties(deps.inventory()) });
      },
    },
    {
      method: "GET",
      pattern: /^\/properties\/([^/]+)$/,
      handle: (_request, [raw = ""]) => {
        const ref = referenceParam(raw);
        const entry = ref ? deps.inventory().listingsByRef.get(ref) : undefined;
        return json({ data: entry?.property ?? null });
      },
    },
    {
      method: "GET",
      pattern: /^\/promotions$/,
      handle: () =>
        json({
          data: deps
            .inventory()
            .promotions.filter((entry) => isPublic(entry.promotion.status))
            .map((entry) => entry.promotion),
        }),
    },
    {
      method: "GET",
      pattern: /^\/promotions\/([^/]+)$/,
      handle: (_request, [raw = ""]) => {
        const ref = referenceParam(raw);
        const entry = ref ? deps.inventory().promotionsByRef.get(ref) : undefined;
        return json({ data: entry?.promotion ?? null });
      },
    },
    {
      method: "GET",
      pattern: /^\/photos\/([a-z0-9-]{1,60})\.png$/,
      handle: async (_request, [name = ""]) => {
        const file = deps.photo ? await deps.photo(name) : null;
        if (!file) return refusal(404, "Photo introuvable.");
        return new Response(await readFile(file), {
          headers: { "content-type": "image/png", "cache-control": "public, max-age=31536000, immutable" },
        });
      },
    },
    {
      method: "GET",
      pattern: /^\/files\/(images|doc)\/([^/]{1,255})$/,
      handle: async (request, [folder = "", raw = ""]) => {
        const name = decodeURIComponentSafe(raw);
        const key = new URL(request.url).searchParams.get("v");
        const file = name && deps.exportFile ? deps.exportFile(folder, name, key) : null;
        const body = file ? await readFile(file).catch(() => null) : null;
        if (!body) return refusal(404, folder === "images" ? "Photo introuvable." : "Document introuvable.");
        return new Response(body, {
          headers: {
            "content-type": exportFileType(name),
            "cache-control": key ? "public, max-age=31536000, immutable" : "public, max-age=60",
          },
        });
      },
    },
    { method: "GET", pattern: /^\/blog$/, handle: () => json({ data: deps.blog() }) },
    { method: "GET", pattern: /^\/data\/cities$/, handle: () => json({ data: deps.inventory().cities }) },
    { method: "GET", pattern: /^\/data\/types$/, handle: () => json({ data: deps.inventory().types }) },
    {
      method: "POST",
      pattern: /^\/contact$/,
      handle: async (request) => {
        const body = await readBody(request);
        const compose = (value: ContactRequest) =>
          contactMail(
            {
              ...value,
              link: value.link?.startsWith("/") ? `${deps.siteOrigin.replace(/\/+$/, "")}${value.link}` : value.link,
            },
            value.ref ? listingContext(deps.inventory(), value.ref, deps.siteOrigin) : undefined,
            requestedVisit(deps.inventory(), value.ref, value.visit),
          );
        const result = await forwardForm(body, contactSchema, compose, deps.mailer(), "contact");
        return json(result.reply, result.status, { "cache-control": "no-store" });
      },
    },
    {
      method: "GET",
      pattern: /^\/contact\/application\/limits$/,
      handle: async () =>
        json({ data: { documentsBytes: (await deps.applicationLimits?.()) ?? null } } satisfies {
          data: ApplicationLimits;
        }),
    },
    {
      method: "POST",
      pattern: /^\/contact\/application$/,
      handle: async (request) => {
        const schema = applicationRequestSchema(() => zurichDay(new Date()));
        const body = await readBody(request, MAX_APPLICATION_REQUEST_BYTES);
        const listing = applicationListing(deps.inventory(), body.ref);
        if (listing === null) {
          return json({ data: { sent: false }, errors: { ref: [APPLICATION_NOT_RENTED] } }, 400, {
            "cache-control": "no-store",
          });
        }
        const compose = (value: ApplicationRequest) =>
          applicationMail(value, listingContext(deps.inventory(), value.ref!, deps.siteOrigin));
        const result = await forwardForm(body, schema, compose, deps.mailer(), "application");
        return json(result.reply, result.status, { "cache-control": "no-store" });
      },
    },
    {
      method: "POST",
      pattern: /^\/contact\/sell$/,
      handle: async (request) => {
        const result = await forwardForm(
          await readBody(request),
          valuationSchema,
          valuationMail,
          deps.mailer(),
          "valuation",
        );
        return json(result.reply, result.status, { "cache-control": "no-store" });
      },
    },
    {
      method: "POST",
      pattern: /^\/contact\/satisfaction$/,
      handle: async (request) => {
        const result = await forwardForm(
          await readBody(request),
          satisfactionSchema,
          satisfactionMail,
          deps.mailer(),
          "satisfaction",
        );
        return json(result.reply, result.status, { "cache-control": "no-store" });
      },
    },
  ];

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const pathname = url.pathname;
    if (pathname.includes("//")) return refusal(400, INCORRECT_ENDPOINT);
    if (pathname !== API_BASE_PATH && !pathname.startsWith(`${API_BASE_PATH}/`)) {
      return refusal(404, "Ressource introuvable.");
    }
    const path = pathname.slice(API_BASE_PATH.length).replace(/\/$/, "") || "/";
    const method = request.method === "HEAD" ? "GET" : request.method.toUpperCase();
    const matching = routes
      .map((route) => ({ route, match: route.pattern.exec(path) }))
      .filter((candidate) => candidate.match !== null);
    if (matching.length === 0) return refusal(404, "Ressource introuvable.");
    const found = matching.find((candidate) => candidate.route.method === method);
    if (!found?.match) {
      const allow = [...new Set(matching.map((candidate) => candidate.route.method))].join(", ");
      return refusal(405, "Méthode non autorisée.", {}, { allow });
    }
    try {
      return withOwnPhotoAddresses(await found.route.handle(request, found.match.slice(1)), url.origin);
    } catch (error) {
      if (error instanceof BadInput) return refusal(error.status, error.message);
      logger.error(
        { component: "upstream", event: "error", apiPath: path, err: error },
        `[upstream] erreur sur ${method} ${path}`,
      );
      return refusal(503, "Le service est momentanément indisponible.");
    }
  };
}

/**
 * The inventory names this upstream's own photos by path (`/api/photos/…`, see pictures/catalog.ts);
 * answers give them as absolute addresses on the origin the request was sent to, as a CRM does.
 */
async function withOwnPhotoAddresses(response: Response, origin: string): Promise<Response> {
  if (!response.headers.get("content-type")?.startsWith("application/json")) return response;
  const text = await response.text();
  const body = text
    .replaceAll(`"url":"${API_BASE_PATH}/photos/`, `"url":"${origin}${API_BASE_PATH}/photos/`)
    .replaceAll(`"url":"${API_BASE_PATH}/files/`, `"url":"${origin}${API_BASE_PATH}/files/`);
  return new Response(body, { status: response.status, headers: response.headers });
}

const exportFileTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  tif: "image/tiff",
  tiff: "image/tiff",
  pdf: "application/pdf",
};

/** The media type of an export's file, from its extension; the site checks pictures by content. */
function exportFileType(name: string): string {
  return exportFileTypes[name.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

let defaultHandler: ((request: Request) => Promise<Response>) | undefined;

/** The upstream configured from the environment (inventory file, blog, mail, demo photos). */
export function handleUpstreamRequest(request: Request): Promise<Response> {
  defaultHandler ??= createUpstreamHandler({
    inventory: getInventory,
    blog: getBlogPosts,
    mailer: mailerFromEnv,
    siteOrigin: env.SITE_URL ?? agency.siteUrl,
    photo: async (name) => {
      await demoPhotosMade();
      return photoFile(photosFolder(env.DEMO_PHOTOS_DIR), name);
    },
    exportFile: (folder, name, key) => exportFileAt(servedInventory().files, folder, name, key),
    applicationLimits: relayDocumentsBytes,
  });
  return defaultHandler(request);
}

let photosMade: Promise<unknown> | undefined;

/** Makes the photos of the served inventory, once per process and only when they are missing. */
export function demoPhotosMade(): Promise<unknown> {
  photosMade ??= inventoryPhotoNames(inventoryFile()).then((names) =>
    makeDemoPhotos(photosFolder(env.DEMO_PHOTOS_DIR), names),
  );
  return photosMade;
}
