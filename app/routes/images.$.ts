/**
 * GET /images/{group}/{name}?size=W: a picture of the site at a width of IMAGE_WIDTHS, in AVIF,
 * WebP or JPEG as the browser accepts. Drawn pictures (biens, site, equipe) and listing photos
 * hosted by the CRM (photos) alike; a photo that cannot be fetched or decoded gives the placeholder.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseSizeParam } from "~/images/catalog";
import { imageResponse, placeholderResponse, preferredFormat } from "~/images/image-response.server";
import { ImageUnavailable, renderImage } from "~/images/render.server";
import { methodNotAllowed } from "~/http/method-not-allowed";

function notFound(): Response {
  return new Response("Image introuvable.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const parts = (params["*"] ?? "").split("/");
  if (parts.length !== 2) return notFound();
  const [group, name] = parts as [string, string];
  const size = parseSizeParam(new URL(request.url).searchParams.get("size"));
  if (size === "invalid") return notFound();
  const format = preferredFormat(request.headers.get("Accept"));
  try {
    const image = await renderImage(group, name, { width: size ?? undefined, format });
    if (!image) return notFound();
    return imageResponse(request, image.body, image.contentType);
  } catch (error) {
    const reason = error instanceof ImageUnavailable ? error.reason : "unreachable";
    console.warn(`Image ${group}/${name.slice(0, 40)} remplacée (${reason}) : ${(error as Error).message}`);
    return placeholderResponse(reason);
  }
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
