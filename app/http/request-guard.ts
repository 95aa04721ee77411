/**
 * Checks made on every request before the application sees it: a host that makes an address,
 * only the methods the site answers (reading and posting forms), a form may only be posted from
 * the site itself (CSRF), and a request body has a bounded, declared size.
 */

export const MAX_BODY_BYTES = 64 * 1024;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Pages and resources are read, forms are posted; no address of the site does anything else. */
const SITE_METHODS = new Set(["GET", "HEAD", "POST"]);

export type Rejection = {
  status: 400 | 403 | 405 | 411 | 413 | 429;
  title: string;
  message: string;
  /** Seconds, sent as Retry-After. */
  retryAfterSeconds?: number;
};

type RequestHead = {
  method: string;
  header: (name: string) => string | null | undefined;
  /** The largest body this address takes (MAX_BODY_BYTES unless the caller knows better: an upload). */
  maxBodyBytes?: number;
};

export function guardRequest({ method, header, maxBodyBytes = MAX_BODY_BYTES }: RequestHead): Rejection | null {
  // The server builds the request's address from these headers: garbage there cannot be answered.
  const forwardedHost = header("x-forwarded-host")?.split(",")[0]?.trim();
  if (![header("host"), forwardedHost].every((value) => !value || isHost(value))) {
    return {
      status: 400,
      title: "Requête invalide",
      message: "L'adresse demandée n'est pas valide. Vérifiez-la ou repartez de la page d'accueil.",
    };
  }
  if (!SITE_METHODS.has(method.toUpperCase())) {
    return {
      status: 405,
      title: "Action non autorisée",
      message: "Cette action n'est pas possible à cette adresse.",
    };
  }
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return null;

  if (!postedFromSite(header)) {
    return {
      status: 403,
      title: "Demande refusée",
      message: "Ce formulaire ne peut être envoyé que depuis notre site. Merci de recharger la page et de réessayer.",
    };
  }

  const length = header("content-length");
  if (length == null || length === "") {
    if (header("transfer-encoding")) {
      return {
        status: 411,
        title: "Longueur requise",
        message: "La taille des données envoyées doit être indiquée.",
      };
    }
    return null;
  }
  if (!/^\d+$/.test(length) || Number(length) > maxBodyBytes) {
    return {
      status: 413,
      title: "Envoi trop volumineux",
      message: "Les données envoyées dépassent la taille autorisée. Raccourcissez votre message et réessayez.",
    };
  }
  return null;
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
 * A small French page for a refused request (or a resource route that cannot answer); the text is
 * constant, nothing from the request is echoed.
 */
export function rejectionPage({ status, title, message }: { status: number; title: string; message: string }): string {
  return `<!DOCTYPE html>
<html lang="fr-CH">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} | Rhône-Léman Immobilier</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1d2329;line-height:1.5}h1{color:#08334b}a{color:#0d4a6b}</style></head>
<body><main><p>Erreur ${status}</p><h1>${title}</h1><p>${message}</p><p><a href="/">Retour à l'accueil</a></p></main></body>
</html>`;
}

/** The same check as a web-standard handler step, used by the route tests. */
export function rejectionResponse(request: Request): Response | null {
  const rejection = guardRequest({ method: request.method, header: (name) => request.headers.get(name) });
  if (!rejection) return null;
  return new Response(rejectionPage(rejection), {
    status: rejection.status,
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Content-Type-Options": "nosniff" },
  });
}
