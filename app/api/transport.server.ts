/**
 * How a request reaches the upstream: over the network with fetch (API_URL), or handed in-process
 * to the stand-in upstream of packages/upstream (no socket). This module is the site's only way to
 * the stand-in upstream: API calls, and the fetching of its photos by the image pipeline.
 */
import {
  handleUpstreamRequest,
  inventoryPhotoHosts,
  loadUpstreamLibraries,
  onInventorySwap,
  startUpstream,
  stopUpstream,
} from "@rli/upstream";
import { upstreamHealth, type UpstreamHealth } from "@rli/upstream/health";
import { setUploadDemand, type DemandOf, type UploadDemand } from "@rli/upstream/import/upload-demand";
import { AUTOMATIC_MESSAGE_HEADERS } from "@rli/upstream/mail/automatic-message";
import { mailerFromEnv, type OutgoingMail, type SentMail } from "@rli/upstream/mail/mailer.server";
import { isPublic, type InventoryIndex } from "@rli/upstream/inventory-index";
import { env } from "~/env.server";

export type Transport = (request: Request) => Promise<Response>;

/** When the agency's API (API_URL) last answered, and last failed to (down, too slow, 5xx), in milliseconds. */
const agencyApi: { answeredAt?: number; failedAt?: number } = {};

export const fetchTransport: Transport = async (request) => {
  try {
    const response = await fetch(request);
    if (response.status >= 500) agencyApi.failedAt = Date.now();
    else agencyApi.answeredAt = Date.now();
    return response;
  } catch (error) {
    agencyApi.failedAt = Date.now();
    throw error;
  }
};

/** With API_URL: seconds since its last answer and since its last failure (null: none since the start); undefined without. */
export function agencyApiStatus(now = Date.now()): { answeredS: number | null; failedS: number | null } | undefined {
  if (!env.API_URL) return undefined;
  const since = (at: number | undefined) => (at === undefined ? null : Math.max(0, Math.floor((now - at) / 1000)));
  return { answeredS: since(agencyApi.answeredAt), failedS: since(agencyApi.failedAt) };
}

/** Where the CRM's uploads are received by FTP, as the embedded upstream tells it. */
export type ReceiverState = UpstreamHealth["ftp"];

/** Without API_URL: the embedded upstream's inventory, mail spool, import store and FTP receiver (nothing loaded nor written). */
export function embeddedUpstreamHealth(): Promise<UpstreamHealth> | undefined {
  return env.API_URL ? undefined : upstreamHealth();
}

/** Base URL given to the embedded upstream; never resolved on the network. */
export const EMBEDDED_BASE_URL = "http://embedded.upstream/api";

const embeddedOrigin = new URL(EMBEDDED_BASE_URL).origin;

export const embeddedTransport: Transport = (request) => handleUpstreamRequest(request);

/**
 * fetch() for photo originals: the embedded upstream's photos (its own origin, without API_URL)
 * are asked of it in-process; any other address goes to the network.
 */
export function fetchPhoto(url: URL, init: RequestInit): Promise<Response> {
  if (!env.API_URL && url.origin === embeddedOrigin) return embeddedTransport(new Request(url, init));
  return fetch(url, init);
}

/** Without API_URL: the hosts of the embedded upstream's photos (a CATALOGUE_FILE's CRM hosts; none for the demo). */
export function embeddedPhotoHosts(): string[] {
  return env.API_URL ? [] : inventoryPhotoHosts();
}

/**
 * At start-up of a production server without API_URL: the embedded upstream reads and checks its
 * inventory (an invalid file stops the server), sends again what its mail spool holds, and makes
 * its demo photos if they are missing.
 */
export function startEmbeddedUpstream(): void {
  if (!env.API_URL && env.NODE_ENV === "production") startUpstream();
}

/** The embedded upstream's libraries, loaded before the first visitor when it is used (decision 158). */
export async function loadEmbeddedUpstreamLibraries(): Promise<void> {
  if (!env.API_URL) await loadUpstreamLibraries();
}

/**
 * At the production server's stop: the embedded upstream's import folder, FTP receiver and mail
 * spool stopped between two pieces of work, by `deadline` (a time in ms) at the latest for the FTP.
 */
export function stopEmbeddedUpstream(deadline: number): Promise<void> {
  return stopUpstream(deadline);
}

export type InventorySwap = {
  /** Original addresses of the first photo of each public listing new or changed by the swap, newest first. */
  newPhotos: string[];
  /** This process took the upload (the others follow it). */
  takenHere: boolean;
};

/** The first photo of each public listing, as the site fetches it (the embedded upstream's own at its origin). */
function firstPhotos(inventory: { index: InventoryIndex }): string[] {
  return inventory.index.entries.flatMap((entry) => {
    if (entry.kind !== "listing" || !isPublic(entry.property.status)) return [];
    const url = entry.property.attachments.find((attachment) => attachment.type === "image")?.url;
    if (!url) return [];
    return [url.startsWith("/api/") ? `${embeddedOrigin}${url}` : url];
  });
}

/**
 * Without API_URL: `listener` runs whenever the embedded upstream swaps in another inventory (a
 * new upload of the import folder), so that no answer or page of the old one is served after it
 * and the new listings' photos can be prepared.
 */
export function onEmbeddedInventorySwap(listener: (swap: InventorySwap) => void): void {
  if (env.API_URL) return;
  onInventorySwap((next, previous) => {
    const known = new Set(previous ? firstPhotos(previous) : []);
    listener({ newPhotos: firstPhotos(next).filter((url) => !known.has(url)), takenHere: next.taken === true });
  });
}

export type { SentMail };

/**
 * With API_URL, the site's own mails (the alerts) go through this process's mailer all the same:
 * created at the start, so that what its spool holds is sent again from then on (without API_URL,
 * the embedded upstream's start does it).
 */
export function startSiteMail(): void {
  if (env.API_URL) mailerFromEnv();
}

export type { UploadDemand };

/** Without API_URL: the embedded upstream's upload reports tell the demand `demand` works out for the new listings. */
export function onEmbeddedUploadDemand(demand: DemandOf): void {
  if (!env.API_URL) setUploadDemand(demand);
}

/** A mail the site writes to a visitor by itself (a search alert): its recipient is the visitor. */
export type SiteMail = Pick<OutgoingMail, "subject" | "text" | "html" | "headers"> & { to: string };

/**
 * Sends a mail of the site's own to a visitor, From MAIL_FROM, through the same mailer as the forms
 * (SMTP_URL, its encrypted spool when the relay is down, else the outbox), marked automatic (no
 * out-of-office answer). "refused": the relay refused the address for good.
 */
export function sendSiteMail(mail: SiteMail): Promise<SentMail> {
  return mailerFromEnv().send({ ...mail, headers: { ...AUTOMATIC_MESSAGE_HEADERS, ...mail.headers } });
}
