import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { languageOfPath, localPath } from "@rli/contract/i18n/language";
import { receiveApplication } from "./application.server";

/**
 * `/candidature/envoi?ref=REF`: the rental application as the page's script posts it, to show the
 * upload's progress (XMLHttpRequest). It runs the form's own action and answers the same thing as
 * JSON: the field messages, or where to go once the dossier is sent. Without scripts the form
 * posts to `/candidature` and this address is never used.
 */

type Answered = { data: unknown; init?: ResponseInit | null };

function isAnswered(value: unknown): value is Answered {
  return typeof value === "object" && value !== null && "data" in value && "init" in value;
}

function asJson(answer: Response | Answered): Response {
  if (answer instanceof Response) {
    const location = answer.headers.get("Location");
    return Response.json({ location }, { status: location ? 200 : answer.status });
  }
  return Response.json(answer.data, { status: answer.init?.status ?? 200, headers: answer.init?.headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  try {
    return asJson(await receiveApplication(request, context));
  } catch (thrown) {
    if (thrown instanceof Response || isAnswered(thrown)) return asJson(thrown);
    throw thrown;
  }
}

/** Opened in the address bar: the form itself. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(localPath(`/candidature${url.search}`, languageOfPath(url.pathname)));
}
