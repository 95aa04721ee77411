/**
 * Checks made on every request before the application sees it: a form may only be posted
 * from the site itself (CSRF), and a request body has a bounded, declared size.
 */

export const MAX_BODY_BYTES = 64 * 1024;

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type Rejection = { status: 403 | 411 | 413; title: string; message: string };

type RequestHead = { method: string; header: (name: string) => string | null | undefined };

export function guardRequest({ method, header }: RequestHead): Rejection | null {
  if (!UNSAFE_METHODS.has(method.toUpperCase())) return null;

  if (header("sec-fetch-site") === "cross-site" || !sameOrigin(header("origin"), siteHost(header))) {
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
  if (!/^\d+$/.test(length) || Number(length) > MAX_BODY_BYTES) {
    return {
      status: 413,
      title: "Envoi trop volumineux",
      message: "Les données envoyées dépassent la taille autorisée. Raccourcissez votre message et réessayez.",
    };
  }
  return null;
}

function siteHost(header: RequestHead["header"]): string | undefined {
  return header("x-forwarded-host")?.split(",")[0]?.trim() || header("host") || undefined;
}

/** No Origin header (older browsers, same-origin navigations) is accepted; any other origin must be ours. */
function sameOrigin(origin: string | null | undefined, host: string | undefined): boolean {
  if (origin == null || origin === "") return true;
  if (origin === "null" || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** A small French page for a refused request; the text is constant, nothing from the request is echoed. */
export function rejectionPage({ status, title, message }: Rejection): string {
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
