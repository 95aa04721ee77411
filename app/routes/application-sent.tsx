import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NoticePage, type NoticeAction } from "~/components/legal/NoticePage";
import { cacheControl } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";

/**
 * After a rental application was sent (`?formulaire=envoye`): what happens next. Reached without it,
 * the page claims nothing and leads to the rentals.
 */
export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("formulaire") === "envoye" };
}

export const headers: HeadersFunction = () => ({
  "Cache-Control": cacheControl.private,
  "X-Robots-Tag": "noindex",
});

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.sent ? "Dossier de candidature envoyé" : "Dossier de candidature",
    description: "Votre dossier de candidature pour un logement à louer.",
    noindex: true,
  });

const rentals: NoticeAction = { to: "/location", label: "Voir nos logements à louer" };
const home: NoticeAction = { to: "/", label: "Retour à l'accueil" };

export default function ApplicationSent() {
  const { sent } = useLoaderData<typeof loader>();
  if (!sent) {
    return (
      <NoticePage title="Dossier de candidature" actions={[{ ...rentals, primary: true }, home]}>
        <p>Choisissez un logement à louer : sa page vous permet d'y déposer votre dossier de candidature.</p>
      </NoticePage>
    );
  }
  return (
    <NoticePage
      success
      title="Merci ! Votre dossier de candidature a bien été envoyé."
      actions={[{ ...rentals, primary: true }, home]}
    >
      <p>
        Le courtier de ce logement a reçu votre dossier et vos documents par e-mail. Il l'étudie et vous répond, en
        général sous quelques jours ouvrables, par téléphone ou par e-mail.
      </p>
      <p>Le site n'a gardé ni vos réponses ni vos documents : ils ont seulement été transmis au courtier.</p>
    </NoticePage>
  );
}
