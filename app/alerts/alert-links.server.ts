import { isSignatureOf, signatureOf, signingKey } from "@rli/contract/signing/site-signature";
import { localPath, type Language } from "@rli/contract/i18n/language";
import { env } from "~/env.server";

/**
 * The signed links of an alert's mails: to confirm it, to manage the alerts of its address (see,
 * pause, delete), to stop it at once (also what the mail provider posts, RFC 8058) and to keep it
 * six more months. A link names the alert and its purpose, signed with a key of that purpose: the
 * alert's id alone (random) proves nothing, and a link for one purpose is worth nothing for another.
 */

export const alertLinkPurposes = ["confirm", "manage", "stop", "keep"] as const;
export type AlertLinkPurpose = (typeof alertLinkPurposes)[number];

/** The query names of a link: the alert, then its signature. */
export const ALERT_PARAM = "alerte";
export const SIGNATURE_PARAM = "signature";

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const keys = new Map(
  alertLinkPurposes.map((purpose) => [purpose, signingKey(env.SESSION_SECRET, `alert-${purpose}`)] as const),
);

function keyOf(purpose: AlertLinkPurpose): Buffer {
  return keys.get(purpose)!;
}

/** The query of a link for `purpose` to alert `id`. */
export function alertLinkQuery(id: string, purpose: AlertLinkPurpose): string {
  return new URLSearchParams({ [ALERT_PARAM]: id, [SIGNATURE_PARAM]: signatureOf(keyOf(purpose), id) }).toString();
}

/** The alert a link for `purpose` names, when its signature is right; undefined for a link made up or changed. */
export function alertOfLink(params: URLSearchParams, purpose: AlertLinkPurpose): string | undefined {
  const id = params.get(ALERT_PARAM);
  const signature = params.get(SIGNATURE_PARAM);
  if (!id || !signature || !ID_PATTERN.test(id)) return undefined;
  return isSignatureOf(keyOf(purpose), id, signature) ? id : undefined;
}

/** The pages the links open, by purpose (French addresses, under /de and /en in the alert's language). */
export const ALERT_PAGES: Record<AlertLinkPurpose, string> = {
  confirm: "/alertes/confirmer",
  manage: "/alertes/gerer",
  stop: "/alertes/arreter",
  keep: "/alertes/garder",
};

/** The site's address (path and query) of the link for `purpose` to alert `id`, in `language`. */
export function alertPagePath(purpose: AlertLinkPurpose, id: string, language: Language): string {
  return `${localPath(ALERT_PAGES[purpose], language)}?${alertLinkQuery(id, purpose)}`;
}
