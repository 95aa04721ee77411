/**
 * Headers of every answer of the site, documents or not (static files, images, redirects,
 * errors): set once by the production server (server/app.ts), and by the documents' own headers below.
 */
export const COMMON_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
} as const;

/**
 * Security headers of every HTML document. The Content-Security-Policy allows scripts only from
 * the site itself and the inline scripts carrying this response's nonce.
 */
export function securityHeaders({
  nonce,
  https,
  development,
}: {
  nonce: string;
  https: boolean;
  development: boolean;
}) {
  const headers: Record<string, string> = {
    ...COMMON_SECURITY_HEADERS,
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  // The development server injects its own scripts and opens a websocket: no policy there.
  if (!development) headers["Content-Security-Policy"] = contentSecurityPolicy(nonce);
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Styles come from the built CSS file; inline style attributes are used for image ratios.
    "style-src 'self' 'unsafe-inline'",
    // Listing photos are served by the site itself (/images/photos/…), never by the CRM's host.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The policy of the answers a browser may show as documents that run nothing: the small refusal
 * pages (their one inline style sheet) and the SVG drawings (the map bases, the placeholder
 * picture). Nothing may be loaded, run, framed, posted or based elsewhere.
 */
const STILL_DOCUMENT_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Types a browser shows as documents, able to run scripts: HTML and SVG (XHTML and XML too). */
const DOCUMENT_TYPES =
  /^\s*(?:text\/html|image\/svg\+xml|application\/xhtml\+xml|(?:text|application)\/xml)\s*(?:;|$)/i;

/**
 * The Content-Security-Policy an answer of this type goes out with when it carries none of its
 * own (the pages' own, with their nonce, come from entry.server): the still documents' for HTML
 * and SVG, none for the rest (pictures, PDF, JSON, scripts, which a browser does not run as documents).
 * The production server asks it of every answer as its headers are written (server/document-policy.ts).
 */
export function policyFor(contentType: string | undefined): string | undefined {
  return contentType !== undefined && DOCUMENT_TYPES.test(contentType) ? STILL_DOCUMENT_POLICY : undefined;
}

/** True when the visitor reached the site over https, directly or through a proxy. */
export function isHttps(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim() === "https";
}
