import { randomBytes } from "node:crypto";

/**
 * Rendered public pages kept in memory for a short while, so that a page many visitors open at
 * once is drawn once rather than for each of them. Only what any shared cache could keep is kept:
 * a GET without cookies, answered 200 in HTML with a `public` Cache-Control and no Set-Cookie;
 * for at most the page's own shared lifetime (s-maxage) and never longer than `maxAgeS`.
 * Each copy served gets a fresh CSP nonce, in the header and in the markup alike.
 */

export type PageCacheOptions = {
  /** Upper bound of a page's life in the cache, in seconds; 0 turns the cache off. */
  maxAgeS: number;
  /** Upper bound of the bytes kept (the markup, counted as UTF-16 code units × 2). */
  maxBytes?: number;
  now?: () => number;
  newNonce?: () => string;
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

/** The cache key of a request, or undefined when its answer must not be shared. */
export function pageCacheKey(request: PageRequest): string | undefined {
  if (request.method !== "GET") return undefined;
  if (request.header("cookie") || request.header("authorization")) return undefined;
  const url = request.url;
  // Data requests of client navigations are answered in JSON; they are not pages.
  if (url.includes("_data=")) return undefined;
  return [url, ...KEY_HEADERS.map((name) => request.header(name) ?? "")].join("\n");
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
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxAgeS: number;
  private readonly maxBytes: number;
  private readonly now: () => number;
  private readonly newNonce: () => string;

  constructor(options: PageCacheOptions) {
    this.maxAgeS = Math.max(0, options.maxAgeS);
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.now = options.now ?? Date.now;
    this.newNonce = options.newNonce ?? newCspNonce;
  }

  get enabled(): boolean {
    return this.maxAgeS > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The key of a request this cache may answer, or undefined. */
  keyOf(request: PageRequest): string | undefined {
    return this.enabled ? pageCacheKey(request) : undefined;
  }

  /** A fresh copy of the page kept under this key, with its own nonce; undefined when none is fresh. */
  serve(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.forget(key, entry);
      return undefined;
    }
    // Most recently used last: the oldest entries are the first to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
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
   * (its body read once). Other responses are returned untouched, still streaming.
   */
  async keep(key: string, response: Response): Promise<Response> {
    const lifetime = sharedLifetime(response.status, response.headers, this.maxAgeS);
    if (lifetime <= 0 || !response.body) return response;
    const body = await response.text();
    const headers = [...response.headers.entries()];
    const nonce = NONCE_PATTERN.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const size = body.length * 2;
    if (size <= this.maxBytes / 8) {
      const previous = this.entries.get(key);
      if (previous) this.forget(key, previous);
      this.entries.set(key, {
        status: response.status,
        headers,
        body,
        nonce,
        size,
        expires: this.now() + lifetime * 1000,
      });
      this.bytes += size;
      this.evict();
    }
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }

  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(key, entry);
    }
  }

  private forget(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
