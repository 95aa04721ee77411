import type * as PromClient from "prom-client";

/**
 * The site's measures, one registry for the site (app/, server/) and its embedded upstream
 * (packages/upstream), served in the Prometheus text format on a private listener (METRICS_PORT,
 * server/service-addresses.ts; decision 147). Every module counts through the handles below; they cost nothing
 * and prom-client is not even loaded until `enableMetrics()` switches them on (decision 125: a process
 * without METRICS_PORT never loads it). Labels take a bounded set of values only (route ids, outcomes,
 * names written in the code), never a raw address or anything a visitor sends.
 */

type Labels<Name extends string> = Record<Name, string>;

export type Count<Name extends string = never> = {
  inc(labels: Labels<Name>, by?: number): void;
  /** Label values shown at 0 from the start, so that a rate over them exists before the first event. */
  declare(labels: Labels<Name>): void;
};

export type Timing<Name extends string = never> = {
  /** One event that took `seconds`. */
  observe(labels: Labels<Name>, seconds: number): void;
};

type Definition = {
  create(prom: typeof PromClient, registry: PromClient.Registry): void;
};

const definitions: Definition[] = [];

function count<Name extends string>(name: string, help: string, labelNames: readonly Name[]): Count<Name> {
  let metric: PromClient.Counter<Name> | undefined;
  /** By their text: a limit created again under the same name is declared once. */
  const declared = new Map<string, Labels<Name>>();
  definitions.push({
    create(prom, registry) {
      metric = new prom.Counter({ name, help, labelNames, registers: [registry] });
      for (const labels of declared.values()) metric.inc(labels, 0);
    },
  });
  return {
    inc: (labels, by = 1) => metric?.inc(labels, by),
    declare(labels) {
      if (metric) metric.inc(labels, 0);
      else declared.set(JSON.stringify(labels), labels);
    },
  };
}

function timing<Name extends string>(
  name: string,
  help: string,
  labelNames: readonly Name[],
  buckets: number[],
): Timing<Name> {
  let metric: PromClient.Histogram<Name> | undefined;
  definitions.push({
    create(prom, registry) {
      metric = new prom.Histogram({ name, help, labelNames, buckets, registers: [registry] });
    },
  });
  return { observe: (labels, seconds) => metric?.observe(labels, seconds) };
}

export type Sampled = {
  /** Where the value is read at each scrape; a source that fails leaves the last value shown. */
  readFrom(source: () => Promise<number>): void;
};

/** A gauge read when the measures are scraped (what lies in a folder now), from a source set by the module that knows it. */
function sampled(name: string, help: string): Sampled {
  let source: (() => Promise<number>) | undefined;
  definitions.push({
    create(prom, registry) {
      new prom.Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          if (!source) return;
          const value = await source().catch(() => undefined);
          if (value !== undefined) this.set(value);
        },
      });
    },
  });
  return { readFrom: (read) => (source = read) };
}

/** From 5 ms to 10 s: a page from the cache, a page drawn, a PDF sheet, an upload. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** From 10 ms to 20 s: a small WebP to a 60-megapixel photo in AVIF. */
const ENCODE_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/** Requests answered, by Remix route id (or `assets`, `public`), method and status. */
export const httpRequests = count("rli_http_requests_total", "Requêtes HTTP répondues", ["route", "method", "status"]);

/** Time from a request's arrival to the end of its answer, by route id and method. */
export const httpDuration = timing(
  "rli_http_request_duration_seconds",
  "Durée des requêtes HTTP, de l'arrivée à la fin de la réponse",
  ["route", "method"],
  REQUEST_BUCKETS,
);

/** Public pages served from the page cache (`hit`) or drawn and offered to it (`miss`). */
export const pageCache = count("rli_page_cache_total", "Pages publiques servies par le cache des pages ou dessinées", [
  "result",
]);

/** Pictures encoded (their count is the histogram's), by format. */
export const imageEncodes = timing(
  "rli_image_encode_seconds",
  "Durée de l'encodage d'une image (avif, webp, jpeg)",
  ["format"],
  ENCODE_BUCKETS,
);

/** Pictures replaced by the placeholder, by reason (refused, missing, too-large, timeout, unreachable, not-an-image). */
export const imageFailures = count("rli_image_failures_total", "Images remplacées par l'image d'attente, par raison", [
  "reason",
]);

/** Uploads of the import folder taken or refused by this process (as reported to the agency). */
export const imports = count("rli_imports_total", "Envois du dossier de dépôt pris ou refusés", ["outcome"]);

/**
 * Mails of the embedded upstream: `sent` (taken by SMTP at once), `queued` (kept in the spool), `resent`
 * (sent from the spool later), `refused` (refused for good, kept for a person), `failed` (neither sent nor
 * kept: the visitor was told), `outbox` (written as a file, without SMTP).
 */
export const mails = count("rli_mails_total", "Courriels envoyés, mis en attente, renvoyés, refusés ou perdus", [
  "outcome",
]);

/**
 * Messages the SMTP server refused for good, kept in `refuse/` for the agency until MAIL_RETENTION_DAYS
 * (every process sharing OUTBOX_DIR shows the same value).
 */
export const mailsRefusedKept = sampled(
  "rli_mails_refused_kept",
  "Courriels refusés par le serveur SMTP gardés pour l'agence (dossier refuse/)",
);

/** Search alerts confirmed and not paused (every process sharing the site's database shows the same value). */
export const alertsActive = sampled("rli_alerts_active", "Alertes e-mail de recherche confirmées et actives");

/** Mails of the search alerts: `listings` (new or cheaper listings), `reminder` (before an alert's end). */
export const alertMails = count("rli_alert_mails_total", "Courriels des alertes de recherche envoyés, par sorte", [
  "kind",
]);

/** Refusals of a limit, by its name (pages, envois, candidatures, ftp-login-address, …). */
export const limitHits = count("rli_limit_hits_total", "Refus d'une limite, par limite", ["limit"]);

for (const result of ["hit", "miss"]) pageCache.declare({ result });
for (const outcome of ["taken", "refused"]) imports.declare({ outcome });
for (const outcome of ["sent", "queued", "resent", "refused", "failed", "outbox"]) mails.declare({ outcome });
for (const kind of ["listings", "reminder"]) alertMails.declare({ kind });

export type MetricsRegistry = {
  contentType: string;
  /** The text of every measure now. */
  text(): Promise<string>;
};

let enabled: Promise<MetricsRegistry> | undefined;

/**
 * Switches the measures on for this process (once): loads prom-client, creates every measure and
 * the process's own (processor, memory, event loop, collections). Events before this are not counted.
 */
export function enableMetrics(): Promise<MetricsRegistry> {
  enabled ??= import("prom-client").then((prom) => {
    const registry = new prom.Registry();
    prom.collectDefaultMetrics({ register: registry });
    for (const definition of definitions) definition.create(prom, registry);
    return { contentType: registry.contentType, text: () => registry.metrics() };
  });
  return enabled;
}
