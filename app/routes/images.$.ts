/**
 * GET /images/{group}/{name}?size=W: a drawn picture, WebP when the browser accepts it, else JPEG.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseSizeParam } from "~/images/catalog";
import { renderImage } from "~/images/render.server";
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
  const accept = request.headers.get("Accept") ?? "";
  const format = accept.includes("image/webp") ? "webp" : "jpeg";
  let image: Awaited<ReturnType<typeof renderImage>>;
  try {
    image = await renderImage(group, name, { width: size ?? undefined, format });
  } catch {
    return new Response("Image momentanément indisponible.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
  if (!image) return notFound();
  return new Response(new Uint8Array(image.body), {
    status: 200,
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.body.byteLength),
      Vary: "Accept",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
