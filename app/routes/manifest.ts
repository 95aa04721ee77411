import type { LoaderFunctionArgs } from "@remix-run/node";
import { agency } from "@rli/contract/agency/agency";
import { htmlLang, type Language, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { appIcons } from "~/agency/app-icons";
import { cacheControl } from "~/http/cache-control";
import { methodNotAllowed } from "~/http/method-not-allowed";
import { palette } from "~/styles/palette";

export const manifestTexts = defineTexts({
  fr: {
    description: `Biens à vendre et à louer, promotions neuves et estimation gratuite : ${agency.name}, agence immobilière à Monthey et Vevey.`,
  },
  de: {
    description: `Immobilien zu kaufen und zu mieten, Neubauprojekte und kostenlose Bewertung: ${agency.name}, Immobilienbüro in Monthey und Vevey.`,
  },
  en: {
    description: `Properties for sale and to let, new developments and free valuations: ${agency.name}, estate agency in Monthey and Vevey.`,
  },
});

/**
 * The web manifest: the site can be installed on a phone's home screen, in the site's colours, in
 * each language (/manifest.webmanifest, /de/manifest.webmanifest, /en/manifest.webmanifest), starting
 * on the home page of that language.
 */
export function webManifest(language: Language = "fr") {
  const home = localPath("/", language);
  return {
    name: agency.name,
    short_name: agency.shortName,
    description: manifestTexts[language].description,
    lang: htmlLang[language],
    dir: "ltr",
    id: home,
    start_url: home,
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

export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  return new Response(JSON.stringify(webManifest(language), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": cacheControl.static },
  });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
