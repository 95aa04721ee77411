import { agency } from "@rli/contract/agency/agency";
import { appIcons } from "~/agency/app-icons";
import { cacheControl } from "~/http/cache-control";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { palette } from "~/styles/palette";

/** The web manifest: the site can be installed on a phone's home screen, in French, in the site's colours. */
export function webManifest() {
  return {
    name: agency.name,
    short_name: agency.shortName,
    description: `Biens à vendre et à louer, promotions neuves et estimation gratuite : ${agency.name}, agence immobilière à Monthey et Vevey.`,
    lang: "fr-CH",
    dir: "ltr",
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: palette.background,
    theme_color: palette.primary,
    categories: ["business", "lifestyle"],
    icons: appIcons.map((icon) => ({
      src: icon.src,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}

export function loader() {
  return new Response(JSON.stringify(webManifest(), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": cacheControl.static },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
