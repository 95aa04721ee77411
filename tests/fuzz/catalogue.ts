import type { ServerBuild } from "@remix-run/node";
import { toastStorage, wizardStorage } from "~/http/cookies.server";
import { valuationSteps } from "../support/forms";
import { ORIGIN, type FuzzRequest, type FuzzSite } from "./site";
import { decodeEntities } from "../support/html";

/**
 * What the fuzz knows about the site, read from the build and from its own pages rather than
 * written down: the route patterns (a new route is fuzzed without touching the tests), real
 * values for their dynamic segments (from the sitemap and the links of a few pages), the
 * parameters of links and search forms, the fields of every form that posts, and cookies.
 */

export type RoutePattern = {
  id: string;
  /** "/vente/:type/:city", "/images/*", "/" … */
  pattern: string;
  segments: string[];
  hasAction: boolean;
  /** A page (with a component) rather than a resource route. */
  isDocument: boolean;
};

export type PostForm = {
  /** The page it was read from, and the address it posts to (path and query). */
  page: string;
  action: string;
  /** Field name → values seen in the page (options, hidden and default values). */
  fields: Map<string, string[]>;
};

export type Catalogue = {
  routes: RoutePattern[];
  /** Dynamic segment name → real values ("type" → "appartement", …). */
  params: Map<string, string[]>;
  /** Route id → real values of its "*" segment. */
  splats: Map<string, string[]>;
  /** Real addresses of pages (sitemap and links), pictures and assets left out. */
  pages: string[];
  /** Query parameter → real values (links and GET forms). */
  query: Map<string, string[]>;
  forms: PostForm[];
  /** The honeypot's field names and a valid encrypted time, as the forms render them. */
  honeypot: { nameField: string; validFromField: string; validFrom: string } | undefined;
  cookies: {
    wizardName: string;
    toastName: string;
    /** Signed wizard cookies with 0 to 4 complete steps (index = steps done). */
    wizard: string[];
    /** Signed, but holding answers the site never wrote. */
    wizardHostile: string[];
    /** Signed toast cookies, some with content the site never wrote. */
    toast: string[];
  };
};

/** Dynamic segments that no page links to take the values of related ones. */
const PARAM_FALLBACKS: Record<string, string[]> = {
  ref: ["propertyname", "promotionname"],
  promotionref: ["promotionname"],
};
/** Kiosk screens are not linked from the site: the ids the agency uses. */
const KNOWN_VALUES: Record<string, string[]> = {
  id: ["1", "2", "monthey", "vevey"],
  // Documents of an export (the demo inventory ships none: every one is unknown).
  name: ["Plaquette.pdf", "plan%20rez.pdf", "..%2F..%2Fetc%2Fpasswd"],
};

/** Parameters read by pages that no link or form spells (product §2.1 addresses). */
const KNOWN_QUERY: Record<string, string[]> = {
  contact: ["", "RLM-1047", "rlm-p01"],
  ref: ["RLM-1047", "rlm-1017", "RLM-P01"],
  etape: ["0", "1", "2", "3", "4", "5"],
  formulaire: ["envoye"],
  photo: ["1", "2", "12"],
  ecran: ["1", "2", "3", "4", "5"],
  bien: ["1", "2", "3"],
  size: ["320", "640", "1280"],
  page: ["1", "2", "3"],
};

export function routePatterns(build: ServerBuild): RoutePattern[] {
  const routes = build.routes;
  const pathOf = (id: string | undefined): string[] => {
    if (id === undefined) return [];
    const route = routes[id];
    if (!route) return [];
    return [...pathOf(route.parentId), ...(route.path ?? "").split("/").filter(Boolean)];
  };
  return Object.values(routes)
    .filter((route) => route.parentId !== undefined)
    .map((route) => {
      const segments = pathOf(route.id);
      return {
        id: route.id,
        pattern: `/${segments.join("/")}`,
        segments,
        hasAction: typeof route.module.action === "function",
        isDocument: route.module.default != null,
      };
    });
}

function matcher(route: RoutePattern): RegExp {
  const parts = route.segments.map((segment) => {
    if (segment === "*") return "(.+)";
    if (segment.startsWith(":")) return "([^/]+)";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^/${parts.join("/")}$`);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g))
    found.set(name!.toLowerCase(), decodeEntities(value!));
  return found;
}

function add<K>(map: Map<K, string[]>, key: K, value: string) {
  const list = map.get(key) ?? [];
  if (!list.includes(value)) list.push(value);
  map.set(key, list);
}

/** The forms of a page: their method, address and fields with the values the page offers. */
function formsOf(html: string, page: string): { method: string; action: string; fields: Map<string, string[]> }[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, head = "", inner = ""]) => {
    const form = attributes(head);
    const fields = new Map<string, string[]>();
    for (const [, tag = ""] of inner.matchAll(/<(?:input|textarea)\b([^>]*)>/g)) {
      const field = attributes(tag);
      const name = field.get("name");
      if (name) add(fields, name, field.get("value") ?? "");
    }
    for (const [, head = "", options = ""] of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attributes(head).get("name");
      if (!name) continue;
      for (const [, option = ""] of options.matchAll(/<option\b([^>]*)>/g))
        add(fields, name, attributes(option).get("value") ?? "");
    }
    return { method: (form.get("method") ?? "get").toLowerCase(), action: form.get("action") ?? page, fields };
  });
}

function cookieValue(setCookie: string): string {
  const pair = setCookie.split(";")[0] ?? "";
  return pair.slice(pair.indexOf("=") + 1);
}

async function signedWizard(answers: unknown): Promise<string> {
  const session = await wizardStorage.getSession();
  session.set("etapes", answers);
  return cookieValue(await wizardStorage.commitSession(session));
}

async function signedToast(toast: unknown): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash("toast", toast);
  return cookieValue(await toastStorage.commitSession(session));
}

function get(path: string, cookies: Record<string, string> = {}): FuzzRequest {
  return { method: "GET", path, headers: { Accept: "text/html" }, cookies };
}

export async function readCatalogue(site: FuzzSite): Promise<Catalogue> {
  const routes = routePatterns(site.build);
  const params = new Map<string, string[]>();
  const splats = new Map<string, string[]>();
  const query = new Map<string, string[]>();
  const pages = new Set<string>();
  const forms: PostForm[] = [];
  let honeypot: Catalogue["honeypot"];

  // Signed cookies, as the site writes them (same names, same secret).
  const steps = valuationSteps.map((step) => ({ ...step }) as Record<string, string>);
  const wizard: string[] = [];
  for (let done = 0; done <= steps.length; done++) {
    wizard.push(
      await signedWizard(Object.fromEntries(steps.slice(0, done).map((step, index) => [`${index + 1}`, step]))),
    );
  }
  const wizardHostile = await Promise.all(
    [
      "<zq-xss>",
      null,
      [],
      { "1": "x" },
      { "7": steps[0] },
      { "1": { ...steps[0], type: '"><zq-xss onerror=zq()>', livingArea: "1e309", rooms: "NaN" } },
      { "1": steps[0], "2": { additionalCharacteristics: "<zq-xss>".repeat(120) } },
      { "1": steps[0], "2": steps[1], "3": { ...steps[2], postalCode: "-1", city: "</script><zq-xss>" } },
      { "1": steps[0], "2": steps[1], "3": steps[2], "4": { ...steps[3], email: "<zq-xss>@x" } },
      JSON.parse('{"__proto__": {"1": {"type": "x"}}, "constructor": {"prototype": {"polluted": "1"}}}'),
      { "1": { type: "x".repeat(2500) } },
    ].map(signedWizard),
  );
  const toast = await Promise.all(
    [
      { type: "sent", message: "Votre demande a été envoyée!" },
      { type: "sent", message: '"><zq-xss onerror=zq()>' },
      { type: "<zq-xss>", message: "x" },
      { type: "error", message: "x".repeat(400) },
      { type: "warning", message: "ok", id: '" zq-on="1' },
      "<zq-xss>",
      null,
      [1, 2],
    ].map(signedToast),
  );
  const wizardName = (await wizardStorage.commitSession(await wizardStorage.getSession())).split("=")[0]!;
  const toastName = (await toastStorage.commitSession(await toastStorage.getSession())).split("=")[0]!;

  // Every listing, promotion, lot, page and blog post.
  const sitemap = await site.send(get("/sitemap.xml"));
  for (const [, loc = ""] of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g))
    pages.add(new URL(decodeEntities(loc)).pathname);

  // A few pages of each kind, read for their links, pictures and forms.
  const pick = (pattern: RegExp) => [...pages].filter((page) => pattern.test(page)).slice(0, 1);
  const listing = /^\/(vente|location)\/(?!promotions)[^/]+\/[^/]+\/[^/]+$/;
  const seeds = [
    "/",
    "/?contact",
    ...pick(listing).map((page) => `/?contact=${page.split("/").pop()}`),
    "/annonces",
    "/recherche",
    "/promotions",
    "/blog",
    "/contact",
    "/formulaire-satisfaction",
    "/vitrine/1",
    ...pick(listing),
    ...pick(/^\/vente\/promotions\/[^/]+\/[^/]+$/),
    ...pick(/^\/blog\/[^/]+$/),
  ];
  const wizardPages = [1, 2, 3, 4].map((step) => ({
    path: `/estimation-bien-immobilier?etape=${step}`,
    cookie: wizard[step - 1]!,
  }));
  const visits = [
    ...seeds.map((path) => get(path)),
    ...wizardPages.map(({ path, cookie }) => get(path, { [wizardName]: cookie })),
  ];
  for (const visit of visits) {
    const { body, status } = await site.send(visit);
    if (status !== 200) throw new Error(`${visit.path} répond ${status} : le catalogue du fuzz ne peut pas être lu`);
    for (const [, attribute, raw = ""] of body.matchAll(/\s(href|src|srcset|action)="([^"]*)"/g)) {
      const values = attribute === "srcset" ? raw.split(",").map((item) => item.trim().split(/\s+/)[0] ?? "") : [raw];
      for (const value of values) {
        const url = new URL(decodeEntities(value), `${ORIGIN}${visit.path}`);
        if (url.origin !== ORIGIN) continue;
        pages.add(url.pathname);
        for (const [name, item] of url.searchParams) add(query, name, item);
      }
    }
    for (const form of formsOf(body, visit.path)) {
      if (form.method === "get") {
        for (const [name, values] of form.fields) for (const value of values) add(query, name, value);
        continue;
      }
      forms.push({ page: visit.path, action: form.action, fields: form.fields });
      const nameField = [...form.fields.keys()].find((name) => name.endsWith("__confirm") && name.startsWith("name"));
      const validFromField = [...form.fields.keys()].find(
        (name) => name.endsWith("__confirm") && name.startsWith("from"),
      );
      const validFrom = validFromField ? form.fields.get(validFromField)?.[0] : undefined;
      if (nameField && validFromField && validFrom) honeypot = { nameField, validFromField, validFrom };
    }
  }
  for (const [name, values] of Object.entries(KNOWN_QUERY)) for (const value of values) add(query, name, value);

  // Real values of each dynamic segment, from every address known.
  const matchers = routes.map((route) => ({ route, regex: matcher(route) }));
  for (const page of pages) {
    for (const { route, regex } of matchers) {
      const found = regex.exec(page);
      if (!found || route.segments.every((segment) => !segment.startsWith(":") && segment !== "*")) continue;
      const dynamic = route.segments.filter((segment) => segment.startsWith(":") || segment === "*");
      dynamic.forEach((segment, index) => {
        const value = safeDecode(found[index + 1] ?? "");
        if (segment === "*") add(splats, route.id, value);
        else add(params, segment.slice(1), value);
      });
    }
  }
  for (const [name, values] of Object.entries(KNOWN_VALUES)) for (const value of values) add(params, name, value);
  for (const [name, sources] of Object.entries(PARAM_FALLBACKS)) {
    for (const source of sources) for (const value of params.get(source) ?? []) add(params, name, value);
  }
  return {
    routes,
    params,
    splats,
    // Pictures and build assets are fuzzed through their own route, not as pages.
    pages: [...pages].filter((page) => page.startsWith("/") && !/^\/(?:\/|assets\/|images\/)/.test(page)),
    query,
    forms,
    honeypot,
    cookies: { wizardName, toastName, wizard, wizardHostile, toast },
  };
}
