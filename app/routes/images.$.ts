/**
 * GET /images/{group}/{name}?size=W: a picture of the site at a width of IMAGE_WIDTHS, in AVIF,
 * WebP or JPEG as the browser accepts. Drawn pictures (site, equipe) and listing photos hosted by
 * the CRM (photos) alike; a photo that cannot be fetched or decoded gives the placeholder, the same
 * whatever the reason (the reason is logged, render.server.ts). A picture that must be encoded
 * counts towards the visitor's limit (public-limit.server.ts); one served from the disk cache does not.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseSizeParam } from "~/images/catalog";
import { imageResponse, placeholderResponse, preferredFormat } from "~/images/image-response.server";
import { ImageUnavailable, renderImage, WorkRefused } from "~/images/render.server";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { chargeWork, limitResponse } from "~/http/public-limit.server";
import { visitorAddress } from "~/http/send-limit.server";
import { logger } from "@rli/contract/logging/logger";

function notFound(): Response {
  return new Response("Image introuvable.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parts = (params["*"] ?? "").split("/");
  if (parts.length !== 2) return notFound();
  const [group, name] = parts as [string, string];
  const size = parseSizeParam(new URL(request.url).searchParams.get("size"));
  if (size === "invalid") return notFound();
  const format = preferredFormat(request.headers.get("Accept"));
  const admit = () => chargeWork(visitorAddress(context));
  try {
    const image = await renderImage(group, name, { width: size ?? undefined, format, admit });
    if (!image) return notFound();
    return imageResponse(request, image.body, image.contentType);
  } catch (error) {
    if (error instanceof WorkRefused) return limitResponse(error.retryAfterSeconds);
    // Failures of the original were logged where they were found; anything else is logged here.
    if (!(error instanceof ImageUnavailable)) {
      const image = `${group}/${name.slice(0, 40)}`;
      const reason = (error as Error).message;
      logger.warn(
        { component: "images", event: "image.placeholder", image, reason },
        `Image ${image} remplacée par l'image d'attente : ${reason}`,
      );
    }
    return placeholderResponse();
  }
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
