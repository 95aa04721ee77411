import type { LoaderFunctionArgs } from "@remix-run/node";
import { languageOfRequest } from "@rli/contract/i18n/language";
import { errorTexts } from "~/http/error-texts";

/** Every address the route table does not know: the 404 page of the root error boundary, in the address's language. */
export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  throw new Response(errorTexts[language].unknownPage, {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

export function action(args: LoaderFunctionArgs) {
  return loader(args);
}

export default function NotFound() {
  return null;
}
