import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { listingAddress } from "~/detail/listing-lookup.server";
import { listingReference } from "~/detail/reference";
import { cacheControl } from "~/http/cache-control";
import { methodNotAllowed } from "~/http/method-not-allowed";

/**
 * /partage/{ref}, the address the share links point to (product §2.5): a temporary redirect to the
 * listing's current page, which may move when its category or locality changes. An unknown
 * reference, or an API that cannot answer, leads to the home page, as the old site's links do.
 * /de/partage/{ref} and /en/partage/{ref} lead to the German and English pages.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const ref = listingReference(params.ref);
  const lookup = ref ? await listingAddress(ref) : { kind: "missing" as const };
  if (lookup.kind === "found") {
    return redirect(localPath(lookup.path, language), {
      status: 302,
      headers: { "Cache-Control": cacheControl.listing },
    });
  }
  return redirect(localPath("/", language), { status: 302, headers: { "Cache-Control": "no-store" } });
}

/** Nothing is posted here. */
export const action = methodNotAllowed;
