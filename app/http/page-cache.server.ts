import { randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import { PERSONAL_LIFETIME_HEADER } from "./cache-control";

/**
 * Rendered public pages kept in memory for a short while, so that a page many visitors open at
 * once is drawn once rather than for each of them. Only what any shared cache could keep is kept:
 * a GET answered 200 in HTML with a `public` Cache-Control and no Set-Cookie, for at most the
 * page's own shared lifetime (s-maxage) and never longer than `maxAgeS`.
 * Cookies: a request's key covers exactly the cookies its markup depends on (see CookiePolicy);
 * a page drawn for such a cookie is private for every other cache, and kept here under that
 * cookie's value only when its route says how long it could have been shared (PERSONAL_LIFETIME_HEADER).
 * Each copy served gets a fresh CSP nonce, in the header and in the markup alike.
 */
export type PageCacheOptions = {
  /** Upper bound of a page's life in the cache, in seconds; 0 turns the cache off. */
  maxAgeS: number;
  /** Upper bound of the bytes kept (the markup, counted as UTF-16 code units × 2). */
  maxBytes?: number;
  now?: () => number;
  newNonce?: () => string;
  /** Which cookies change a page's markup; by default any cookie keeps a request out of the cache. */
  cookies?: CookiePolicy;
};

/**
 * What the site's cookies do to a page's markup. A cookie named nowhere here changes nothing the
 * server draws (the site reads no other cookie) and is left out of the key.
 */
export type CookiePolicy = {
  /** Cookies whose value is part of the key: the same value draws the same page. */
  keyed: readonly string[];
  /** Cookies that keep a request out of the cache, wherever it goes (a one-shot message). */
  bypass: readonly string[];
  /** Cookies that keep a request out of the cache on the addresses this says (the wizard's steps). */
  bypassOn?: Readonly<Record<string, (pathname: string) => boolean>>;
};

/** What identifies a request for the cache: everything a page's markup may depend on. */
export type PageRequest = {
  method: string;
  /** Scheme, host and path with query, as the visitor asked for them. */
  url: string;
  header: (name: string) => string | undefined;
};

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
};

type Entry = CachedPage & { nonce: string | undefined; expires: number; size: number };

const NONCE_PATTERN = /'nonce-([^']+)'/;

/** Headers that change what the same address draws (origin behind a proxy, https). */
const KEY_HEADERS = ["x-forwarded-host", "x-forwarded-proto"] as const;

/** The cookies of a Cookie header, by name (the first of a name wins, as servers read them). */
function readCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    const name = (at < 0 ? part : part.slice(0, at)).trim();
    if (name && !cookies.has(name)) cookies.set(name, at < 0 ? "" : part.slice(at + 1).trim());
  }
  return cookies;
}

/** The part of the key the request's cookies make, or undefined when they keep it out of the cache. */
function cookieKey(header: string | undefined, url: string, policy: CookiePolicy | undefined): string | undefined {
  if (!header) return "";
  if (!policy) return undefined;
  const cookies = readCookies(header);
  if (policy.bypass.some((name) => cookies.has(name))) return undefined;
  const bypassOn = Object.entries(policy.bypassOn ?? {}).filter(([name]) => cookies.has(name));
  if (bypassOn.length > 0) {
    const pathname = new URL(url, "http://site.invalid").pathname;
    if (bypassOn.some(([, applies]) => applies(pathname))) return undefined;
  }
  return policy.keyed.map((name) => (cookies.has(name) ? `${name}=${cookies.get(name)}` : "")).join("\n");
}

/** The cache key of a request, or undefined when its answer must not be shared. */
export function pageCacheKey(request: PageRequest, cookies?: CookiePolicy): string | undefined {
  if (request.method !== "GET") return undefined;
  if (request.header("authorization")) return undefined;
  const url = request.url;
  // Data requests of client navigations are answered in JSON; they are not pages.
  if (url.includes("_data=")) return undefined;
  const ofCookies = cookieKey(request.header("cookie"), url, cookies);
  if (ofCookies === undefined) return undefined;
  return [url, ...KEY_HEADERS.map((name) => request.header(name) ?? ""), ofCookies].join("\n");
}

/**
 * How long a page drawn for a keyed cookie may be kept under that cookie's value, in seconds (0:
 * not at all): the lifetime its route gave it, when nothing else about it is personal.
 */
export function personalLifetime(status: number, headers: Headers, maxAgeS: number): number {
  const declared = Number(headers.get(PERSONAL_LIFETIME_HEADER));
  if (!Number.isInteger(declared) || declared <= 0) return 0;
  if (status !== 200 || headers.has("set-cookie")) return 0;
  if (!/^text\/html\b/i.test(headers.get("content-type") ?? "")) return 0;
  return Math.min(declared, maxAgeS);
}

/** How long a response may be shared, in seconds (0: not at all). */
export function sharedLifetime(status: number, headers: Headers, maxAgeS: number): number {
  if (status !== 200 || headers.has("set-cookie")) return 0;
  if (!/^text\/html\b/i.test(headers.get("content-type") ?? "")) return 0;
  const cacheControl = (headers.get("cache-control") ?? "").toLowerCase();
  if (!/(^|[\s,])public([\s,]|$)/.test(cacheControl) || /no-store|no-cache|private/.test(cacheControl)) return 0;
  const shared = /s-maxage=(\d+)/.exec(cacheControl) ?? /max-age=(\d+)/.exec(cacheControl);
  return shared ? Math.min(Number(shared[1]), maxAgeS) : 0;
}

export function newCspNonce(): string {
  return randomBytes(16).toString("base64");
}

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly maxAgeS: number;
  private readonly now: () => number;
  private readonly newNonce: () => string;
  private readonly cookies: CookiePolicy | undefined;

  constructor(options: PageCacheOptions) {
    this.maxAgeS = Math.max(0, options.maxAgeS);
    const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    this.newNonce = options.newNonce ?? newCspNonce;
    this.cookies = options.cookies;
    // Most recently used last: beyond maxBytes the oldest go first; one page takes at most an eighth.
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (entry) => entry.size,
    });
  }

  get enabled(): boolean {
    return this.maxAgeS > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every page (another inventory is served). */
  clear(): void {
    this.entries.clear();
  }

  /** The key of a request this cache may answer, or undefined. */
  keyOf(request: PageRequest): string | undefined {
    return this.enabled ? pageCacheKey(request, this.cookies) : undefined;
  }

  /** A fresh copy of the page kept under this key, with its own nonce; undefined when none is fresh. */
  serve(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    if (!entry.nonce) return { status: entry.status, headers: entry.headers, body: entry.body };
    const old = entry.nonce;
    const nonce = this.newNonce();
    return {
      status: entry.status,
      headers: entry.headers.map(([name, value]) => [name, value.replaceAll(old, nonce)]),
      body: entry.body.replaceAll(old, nonce),
    };
  }

  /**
   * Keeps the response when it may be shared, and returns a response with the same answer
   * (its body read once). Other responses are returned still streaming. Without a key (a request
   * the cache may not answer), nothing is kept. Either way the internal PERSONAL_LIFETIME_HEADER
   * never leaves the server.
   */
  async keep(key: string | undefined, response: Response): Promise<Response> {
    const personal = personalLifetime(response.status, response.headers, this.maxAgeS);
    if (response.headers.has(PERSONAL_LIFETIME_HEADER)) response.headers.delete(PERSONAL_LIFETIME_HEADER);
    if (key === undefined) return response;
    const lifetime = sharedLifetime(response.status, response.headers, this.maxAgeS) || personal;
    if (lifetime <= 0 || !response.body) return response;
    const body = await response.text();
    const headers = [...response.headers.entries()];
    const nonce = NONCE_PATTERN.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const size = body.length * 2;
    this.entries.set(key, {
      status: response.status,
      headers,
      body,
      nonce,
      size,
      expires: this.now() + lifetime * 1000,
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
}
