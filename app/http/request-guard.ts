/**
 * Checks made on every request before the application sees it: a host that makes an address,
 * only the methods the site answers (reading and posting forms), a form may only be posted from
 * the site itself (CSRF), and a request body has a bounded, declared size.
 */

import { htmlLang, languageOfPath, localPath, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { errorTexts } from "./error-texts";

export const MAX_BODY_BYTES = 64 * 1024;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Pages and resources are read, forms are posted; no address of the site does anything else. */
const SITE_METHODS = new Set(["GET", "HEAD", "POST"]);

export type Rejection = {
  status: 400 | 403 | 404 | 405 | 411 | 413 | 429;
  title: string;
  message: string;
  /** Seconds, sent as Retry-After. */
  retryAfterSeconds?: number;
  /** The language of the address refused (French when not given). */
  language?: Language;
};

/** The words of the refusals made before the application sees a request, in the language of its address. */
export const rejectionTexts = defineTexts({
  fr: {
    address: {
      title: "Requête invalide",
      message: "L'adresse demandée n'est pas valide. Vérifiez-la ou repartez de la page d'accueil.",
    },
    method: { title: "Action non autorisée", message: "Cette action n'est pas possible à cette adresse." },
    origin: {
      title: "Demande refusée",
      message: "Ce formulaire ne peut être envoyé que depuis notre site. Merci de recharger la page et de réessayer.",
    },
    length: { title: "Longueur requise", message: "La taille des données envoyées doit être indiquée." },
    size: {
      title: "Envoi trop volumineux",
      message: "Les données envoyées dépassent la taille autorisée. Raccourcissez votre message et réessayez.",
    },
    limit: {
      title: "Trop de demandes",
      message:
        "Vous avez consulté beaucoup de pages en très peu de temps. Merci de patienter un instant avant de continuer.",
    },
  },
  de: {
    address: {
      title: "Ungültige Anfrage",
      message: "Die angefragte Adresse ist ungültig. Prüfen Sie sie oder beginnen Sie wieder auf der Startseite.",
    },
    method: { title: "Aktion nicht erlaubt", message: "Diese Aktion ist unter dieser Adresse nicht möglich." },
    origin: {
      title: "Anfrage abgelehnt",
      message:
        "Dieses Formular kann nur von unserer Website aus gesendet werden. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.",
    },
    length: { title: "Längenangabe erforderlich", message: "Die Grösse der gesendeten Daten muss angegeben werden." },
    size: {
      title: "Sendung zu gross",
      message:
        "Die gesendeten Daten überschreiten die erlaubte Grösse. Kürzen Sie Ihre Nachricht und versuchen Sie es erneut.",
    },
    limit: {
      title: "Zu viele Anfragen",
      message:
        "Sie haben in sehr kurzer Zeit viele Seiten aufgerufen. Bitte warten Sie einen Moment, bevor Sie weitermachen.",
    },
  },
  en: {
    address: {
      title: "Bad request",
      message: "The address requested is not valid. Please check it or start again from the home page.",
    },
    method: { title: "Action not allowed", message: "This action is not possible at this address." },
    origin: {
      title: "Request refused",
      message: "This form can only be sent from our website. Please reload the page and try again.",
    },
    length: { title: "Length required", message: "The size of the data sent must be given." },
    size: {
      title: "Too much data sent",
      message: "The data sent exceeds the size allowed. Please shorten your message and try again.",
    },
    limit: {
      title: "Too many requests",
      message: "You have viewed a lot of pages in a very short time. Please wait a moment before carrying on.",
    },
  },
});

type RequestHead = {
  method: string;
  header: (name: string) => string | null | undefined;
  /** The largest body this address takes (MAX_BODY_BYTES unless the caller knows better: an upload). */
  maxBodyBytes?: number;
  /** The address's path, whose language the refusal speaks (French when not given). */
  path?: string;
};

export function guardRequest({
  method,
  header,
  maxBodyBytes = MAX_BODY_BYTES,
  path = "/",
}: RequestHead): Rejection | null {
  const language = languageOfPath(path);
  const texts = rejectionTexts[language];
  const refuse = (status: Rejection["status"], text: { title: string; message: string }): Rejection => ({
    status,
    ...text,
    language,
  });
  // The server builds the request's address from these headers: garbage there cannot be answered.
  const forwardedHost = header("x-forwarded-host")?.split(",")[0]?.trim();
  if (![header("host"), forwardedHost].every((value) => !value || isHost(value))) return refuse(400, texts.address);
  // After its language prefix, a path that starts with a second slash, once read as the router
  // reads it ("//host", "/de/\\host", "/%5Chost", "/%09/host", "/de/..//host"), is another host to
  // browsers and URL parsers (the router's among them): no page of the site has one, and no link is
  // ever built from it (the language switch, the contact window): a 404 whose only link is home.
  if (OFF_SITE_PATH.test(resolvedPath(path))) return refuse(404, errorTexts[language].status[404]);
  if (!SITE_METHODS.has(method.toUpperCase())) return refuse(405, texts.method);
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return null;

  if (!postedFromSite(header) && !isOneClickStop(path, header)) return refuse(403, texts.origin);

  const length = header("content-length");
  if (length == null || length === "") {
    return header("transfer-encoding") ? refuse(411, texts.length) : null;
  }
  if (!/^\d+$/.test(length) || Number(length) > maxBodyBytes) return refuse(413, texts.size);
  return null;
}

/**
 * The stop link of an alert mail, which the mail provider posts for List-Unsubscribe=One-Click
 * (RFC 8058) without cookie nor Origin: its signed link is the proof (its route checks it), and a
 * post there can do nothing but stop the alert it names. A post that names another site as its
 * Origin is a page of that site, refused as anywhere else.
 */
const ONE_CLICK_STOP = /^(?:\/(?:de|en))?\/alertes\/arreter(?:\?|$)/;

function isOneClickStop(path: string, header: RequestHead["header"]): boolean {
  return ONE_CLICK_STOP.test(path) && header("origin") == null && header("sec-fetch-site") == null;
}

/** A resolved path whose first segment after the language prefix is empty: "//…" (backslashes read as slashes). */
const OFF_SITE_PATH = /^(?:\/(?:de|en))?\/\//;

/**
 * The path as browsers and the router read it: percent-decoded, tabs and line breaks dropped (URL
 * parsers drop them: "/%09/" is "//"), backslashes read as slashes, dot segments resolved.
 */
function resolvedPath(path: string): string {
  // The usual path has nothing to resolve: no escape, backslash, tab or line break, double slash or dot segment.
  if (!/[%\\\t\n\r]|\/\/|\/\./.test(path)) return path;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is read as sent.
  }
  const cleaned = decoded.replace(/[\t\n\r]/g, "");
  try {
    return new URL(`http://site${cleaned.startsWith("/") ? "" : "/"}${cleaned}`).pathname;
  } catch {
    return cleaned;
  }
}

/** A host name or address, with an optional port, that an http:// address can be made of. */
function isHost(value: string): boolean {
  if (/[\s/?#@\\]/.test(value)) return false;
  try {
    new URL(`http://${value}`);
    return true;
  } catch {
    return false;
  }
}

function siteHost(header: RequestHead["header"]): string | undefined {
  return header("x-forwarded-host")?.split(",")[0]?.trim() || header("host") || undefined;
}

/**
 * A form posted from one of the site's pages: browsers send its Origin with every POST, or at
 * least Sec-Fetch-Site. Neither (a script, not a browser) or another site is refused; so is an
 * empty Origin (no browser sends it, and Remix's own check fails on it).
 */
function postedFromSite(header: RequestHead["header"]): boolean {
  const fetchSite = header("sec-fetch-site");
  if (fetchSite != null && fetchSite !== "same-origin") return false;
  const origin = header("origin");
  if (origin == null) return fetchSite === "same-origin";
  return sameOrigin(origin, siteHost(header));
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  if (origin === "" || origin === "null" || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * A small page for a refused request (or a resource route that cannot answer), in the language of
 * the address; the text is constant, nothing from the request is echoed.
 */
export function rejectionPage({
  status,
  title,
  message,
  language = "fr",
}: {
  status: number;
  title: string;
  message: string;
  language?: Language;
}): string {
  const texts = errorTexts[language];
  return `<!DOCTYPE html>
<html lang="${htmlLang[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | Rhône-Léman Immobilier</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1d2329;line-height:1.5}h1{color:#08334b}a{color:#0d4a6b}</style></head>
<body><main><p>${texts.code(status)}</p><h1>${title}</h1><p>${message}</p><p><a href="${localPath("/", language)}">${texts.home}</a></p></main></body>
</html>`;
}

/**
 * The page of an error the server meets itself before the application (an address whose escapes
 * cannot be decoded, a body it cannot read): a 4xx as it is, anything else a 500, in the language of
 * the address; nothing from the request is echoed.
 */
export function serverErrorPage(status: number, path: string): Parameters<typeof rejectionPage>[0] {
  const language = languageOfPath(path);
  const known = errorTexts[language].status;
  const shown = status >= 400 && status < 500 ? status : 500;
  const text = shown in known ? known[shown as keyof typeof known] : known[400];
  return { status: shown, title: text.title, message: text.message, language };
}

/** The same check as a web-standard handler step, used by the route tests. */
export function rejectionResponse(request: Request): Response | null {
  const rejection = guardRequest({
    method: request.method,
    header: (name) => request.headers.get(name),
    path: new URL(request.url).pathname,
  });
  if (!rejection) return null;
  return new Response(rejectionPage(rejection), {
    status: rejection.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}
