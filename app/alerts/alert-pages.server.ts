import { formatDate } from "@rli/contract/agency/format";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { cacheControl } from "~/http/cache-control";
import { alertOfLink, type AlertLinkPurpose } from "./alert-links.server";
import type { AlertStatus } from "./alert-rules";
import { siteAlerts, type Alert } from "./alert-store.server";
import { readSavedSearch, savedSearchSummary } from "./saved-search.server";

/**
 * What the pages of an alert's links read and do: the alert a signed link names (none for a link
 * changed, made up, or of an alert gone), and the alerts of its address on the manage page. Each
 * change is a POST of the page's button: a mail scanner that opens every link (a GET) changes nothing.
 */

/**
 * Every answer of an alert's pages: never stored by a cache nor indexed. (Their signed address goes
 * to no other site as a referrer: the site's policy, strict-origin-when-cross-origin, sends only its origin.)
 */
export const ALERT_PAGE_HEADERS = { "Cache-Control": cacheControl.private, "X-Robots-Tag": "noindex" };

/**
 * What a link of `purpose` names: no alert (a link changed or made up), an alert gone (stopped,
 * deleted, or not confirmed in time), or the alert.
 */
export type LinkedAlert = { kind: "invalid" } | { kind: "gone" } | { kind: "alert"; alert: Alert };

export async function alertOfRequest(request: Request, purpose: AlertLinkPurpose): Promise<LinkedAlert> {
  const id = alertOfLink(new URL(request.url).searchParams, purpose);
  if (!id) return { kind: "invalid" };
  const alert = await (await siteAlerts()).find(id);
  return alert ? { kind: "alert", alert } : { kind: "gone" };
}

/** One alert as its pages show it, in the page's language. */
export type AlertView = {
  id: string;
  summary: string;
  /** Its list, in the page's language. */
  href: string;
  status: AlertStatus;
  keptUntil: string;
};

export async function alertView(alert: Alert, language: Language): Promise<AlertView> {
  const search = await readSavedSearch(alert.criteria);
  return {
    id: alert.id,
    summary: search ? await savedSearchSummary(search, language) : alert.criteria,
    href: localPath(search?.href ?? alert.criteria, language),
    status: alert.status,
    keptUntil: formatDate(alert.keepUntil, language),
  };
}
