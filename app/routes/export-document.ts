import type { LoaderFunctionArgs } from "@remix-run/node";
import { getExportDocument } from "~/api/client.server";
import { isUpstreamError } from "~/api/errors";
import { errorText } from "~/http/error-texts";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { rejectionPage } from "~/http/request-guard";

/**
 * GET /documents/{name}?v={key}: a document shipped with the agency's export (a brochure, a plan in
 * PDF), asked of the API and passed on. A PDF is shown in the browser; anything else is downloaded,
 * never shown as a page of the site. Unknown name → French 404; API down → French 503.
 */

const NAME = /^[^/\\\0]{1,255}$/;
const KEY = /^[\w-]{1,32}$/;

function errorPage(status: number): Response {
  const text = errorText(status);
  const message = status === 404 ? "Ce document n'existe pas ou n'est plus proposé." : text.message;
  return new Response(rejectionPage({ status, title: text.title, message }), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const key = new URL(request.url).searchParams.get("v");
  if (!NAME.test(name) || (key !== null && !KEY.test(key))) return errorPage(404);
  let document;
  try {
    document = await getExportDocument(name, key);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return errorPage(error.kind === "not-found" ? 404 : 503);
  }
  if (!document) return errorPage(404);
  const pdf = document.contentType === "application/pdf";
  const filename = encodeURIComponent(name);
  return new Response(new Uint8Array(document.body), {
    headers: {
      "Content-Type": pdf ? "application/pdf" : "application/octet-stream",
      "Content-Disposition": `${pdf ? "inline" : "attachment"}; filename*=UTF-8''${filename}`,
      "Content-Length": String(document.body.byteLength),
      "Cache-Control": key ? "public, max-age=31536000, immutable" : "public, max-age=60",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
