import { z } from "zod";
import { ConfigError, loadConfig, logLevelSetting, optionalUrl, parseConfig } from "@rli/contract/config/environment";

/**
 * Configuration read from the environment once, at start-up. The embedded upstream's own settings
 * (inventory file, mail) are read by packages/upstream (src/env.ts), at start-up too.
 * In production a missing secret stops the process with a one-line error;
 * in development, in tests and in the local demo (`DEMO=1`, set by `npm start`)
 * fixed development values apply.
 */

const DEV_SESSION_SECRET = "dev-session-secret-not-for-production";
const DEV_HONEYPOT_SECRET = "dev-honeypot-secret-not-for-production";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEMO: z.enum(["0", "1", ""]).default(""),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Least level of the lines written (fatal, error, warn, info, debug, trace, silent); default info. */
  LOG_LEVEL: logLevelSetting,
  /** Address the production server listens on; unset or empty: every interface. */
  HOST: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .optional(),
  /**
   * "1" when the agency publishes its listings' exact addresses: map marks then stand on the feed's
   * coordinates. Otherwise on the official point of the listing's locality (decision 145).
   */
  MAP_EXACT_POINTS: z.enum(["0", "1", ""]).default(""),
  /**
   * Port of the private listener of the measures (Prometheus text format, `/metrics`); unset, empty or
   * 0: no listener (decision 147). `+N`: PORT plus N, so that one settings file gives each process of
   * the service its own (`+6100`: 3001 → 9101, 3002 → 9102; decision 160). Never the public port.
   */
  METRICS_PORT: z
    .string()
    .trim()
    .transform((value) => (value === "" || value === "0" ? undefined : value))
    .pipe(
      z.union(
        [
          z.undefined(),
          z
            .string()
            .regex(/^\+\d{1,5}$/)
            .transform((value) => ({ fromPort: Number(value.slice(1)) })),
          z.coerce.number().int().min(1).max(65535),
        ],
        { errorMap: () => ({ message: "attend un port (1 à 65535) ou +N (PORT plus N)" }) },
      ),
    )
    .optional(),
  /** Address of that listener: the machine itself unless the provider names another. */
  METRICS_HOST: z
    .string()
    .trim()
    .transform((value) => (value === "" ? "127.0.0.1" : value))
    .default("127.0.0.1"),
  /**
   * Longest time a stop (SIGTERM, SIGINT) gives the requests in flight and an FTP transfer running
   * before their connections are cut, in seconds (server/graceful-close.ts); a service manager's
   * stop time-out must stay above it (deploy/systemd/).
   */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(20),
  /** Base URL of the agency's API (e.g. https://api.example.ch/api). Unset: the embedded upstream. */
  API_URL: optionalUrl.optional(),
  /** Time-out of one upstream call, in milliseconds. */
  API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  SESSION_SECRET: z.string().min(16).optional(),
  HONEYPOT_SECRET: z.string().min(16).optional(),
  /**
   * Public origin of the site (https://www.example.ch), used in canonical links, sitemaps, feeds,
   * PDF sheets and e-mails whatever Host a request names. Required in production.
   */
  SITE_URL: optionalUrl
    .refine((value) => value === undefined || /^https?:\/\//i.test(value), "attend une adresse http(s)://")
    .optional(),
  /**
   * "1" behind the agency's reverse proxy: the visitor's address, scheme and host are read from
   * X-Forwarded-For, -Proto and -Host. Otherwise those headers are ignored (anyone can send them).
   */
  TRUST_PROXY: z.enum(["0", "1", ""]).default(""),
  /** Messages (contact, valuation, survey) one visitor address or one e-mail address may send per window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Length of that window, in seconds. */
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * Redis shared by the site's processes (redis://host:6379/0): form limits, the one-e-mail-per-message
   * memory and the per-visitor limit of costly pages. Unset: kept in each process's memory.
   */
  REDIS_URL: optionalUrl.optional(),
  /**
   * Pieces of work per minute one visitor address may cost: a picture encoded, a list of results drawn
   * without the page cache, the sitemap drawn. What a cache serves is not counted.
   */
  PUBLIC_RATE_LIMIT_PER_MIN: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** A rental application's documents: each file, and all of them, in MB. */
  APPLICATION_FILE_MB: z.coerce.number().int().min(1).max(10).default(5),
  APPLICATION_TOTAL_MB: z.coerce.number().int().min(1).max(30).default(20),
  /** Rental applications one visitor address or e-mail may send per hour. */
  APPLICATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(3),
  /** Shortest time between drawing a form and receiving it, in milliseconds (faster: a robot). */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** Longest time a drawn form may be sent, in hours. */
  FORM_MAX_AGE_H: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Longest time a rendered public page is kept in memory and served again, in seconds; 0: never. */
  PAGE_CACHE_S: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Hosts (`host[:port]`, comma-separated) the site may fetch listing photos from, at any address
   * (a CRM on the agency's network included). Unset: the host of API_URL; without it, the embedded
   * upstream's own photos, and outside strict production the hosts of its inventory's photos, at
   * public addresses only.
   */
  IMAGE_HOSTS: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(
      z
        .string()
        .regex(
          /^[a-z0-9.-]+(:[0-9]{1,5})?(\s*,\s*[a-z0-9.-]+(:[0-9]{1,5})?)*$/i,
          "attend host[:port], séparés par des virgules",
        )
        .optional(),
    )
    .optional(),
  /**
   * The site's database (a visitor's search alerts): an SQLite file, created with its folder, shared
   * by the processes of one machine.
   */
  DATABASE_FILE: z.string().min(1).default("var/store/site.sqlite"),
  /**
   * PostgreSQL instead (postgres://user:password@host:5432/base), for processes on several machines:
   * DATABASE_FILE is then not used.
   */
  DATABASE_URL: optionalUrl
    .refine((value) => value === undefined || /^postgres(ql)?:\/\//i.test(value), "attend une adresse postgres://")
    .optional(),
  /** Folder of the encoded pictures and of the fetched originals, shared by the processes. */
  IMAGE_CACHE_DIR: z.string().min(1).default("var/image-cache"),
  /** Upper bound of that folder, in megabytes; the least recently used files go first. */
  IMAGE_CACHE_MB: z.coerce.number().int().min(16).max(1_000_000).default(2048),
  /** Longest time a photo download may take, in milliseconds. */
  IMAGE_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Env = Omit<z.infer<typeof schema>, "SESSION_SECRET" | "HONEYPOT_SECRET" | "METRICS_PORT"> & {
  SESSION_SECRET: string;
  HONEYPOT_SECRET: string;
  /** The measures' port, `+N` resolved against PORT. */
  METRICS_PORT: number | undefined;
};

export { ConfigError };

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = parseConfig(schema, source);
  const strict = parsed.NODE_ENV === "production" && parsed.DEMO !== "1";
  const secret = (name: "SESSION_SECRET" | "HONEYPOT_SECRET", fallback: string) => {
    const value = parsed[name];
    if (value) return value;
    if (strict) throw new ConfigError(`Configuration invalide : la variable ${name} est obligatoire en production.`);
    return fallback;
  };
  const sessionSecret = secret("SESSION_SECRET", DEV_SESSION_SECRET);
  const honeypotSecret = secret("HONEYPOT_SECRET", DEV_HONEYPOT_SECRET);
  if (strict && !parsed.SITE_URL) {
    throw new ConfigError(
      "Configuration invalide : la variable SITE_URL (origine publique du site, p. ex. https://www.example.ch) est obligatoire en production.",
    );
  }
  return {
    ...parsed,
    SESSION_SECRET: sessionSecret,
    HONEYPOT_SECRET: honeypotSecret,
    METRICS_PORT: metricsPort(parsed.METRICS_PORT, parsed.PORT),
  };
}

/** The measures' port: as given, or PORT plus N for `+N`; never beyond 65535 nor the public port. */
function metricsPort(setting: number | { fromPort: number } | undefined, port: number): number | undefined {
  if (setting === undefined) return undefined;
  const resolved = typeof setting === "number" ? setting : port + setting.fromPort;
  if (resolved > 65535 || resolved === port) {
    throw new ConfigError(
      `Configuration invalide : METRICS_PORT donne le port ${resolved} pour PORT ${port} (attendu : un autre port que PORT, jusqu'à 65535).`,
    );
  }
  return resolved;
}

export const env: Env = loadConfig(parseEnv);
