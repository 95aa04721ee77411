import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { NoticePage, type NoticeAction } from "~/components/legal/NoticePage";
import { cacheControl } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";

/**
 * Valuation confirmation (product §2.10). The wizard redirects here with `?formulaire=envoye` once the
 * request is sent. Reached without it (a bookmark, a shared link), the page does not claim that
 * anything was sent: it offers the valuation form instead.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const sent = new URL(request.url).searchParams.get("formulaire") === "envoye";
  return { sent };
}

/** Shown right after a form post; nothing to gain from caching it anywhere. */
export const headers: HeadersFunction = () => ({
  "Cache-Control": cacheControl.private,
  "X-Robots-Tag": "noindex",
});

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.sent ? "Demande d'estimation envoyée" : "Votre demande d'estimation",
    description: data?.sent
      ? "Votre demande d'estimation a bien été envoyée. Un de nos experts vous contactera très prochainement."
      : `Estimation gratuite et sans engagement de votre bien immobilier avec ${agency.name}, à Monthey, Vevey et environs.`,
    noindex: true,
  });

const home: NoticeAction = { to: "/", label: "Retour à l'accueil" };
const listings: NoticeAction = { to: "/annonces", label: "Voir nos annonces" };

export default function ValuationSent() {
  const { sent } = useLoaderData<typeof loader>();
  if (sent) {
    return (
      <NoticePage
        success
        title="Merci ! Votre demande d'estimation a bien été envoyée."
        actions={[{ ...listings, primary: true }, home]}
      >
        <p>Un de nos experts vous contactera très prochainement.</p>
        <p>
          Il conviendra avec vous d'une visite de votre bien, puis vous remettra une estimation argumentée, gratuite et
          sans engagement.
        </p>
      </NoticePage>
    );
  }
  return (
    <NoticePage
      title="Votre demande d'estimation"
      actions={[{ to: "/estimation-bien-immobilier", label: "Demander une estimation", primary: true }, home, listings]}
    >
      <p>
        Vous souhaitez connaître la valeur de votre bien ? Remplissez notre formulaire d'estimation en quelques minutes
        : un de nos experts vous recontactera ensuite pour une estimation gratuite et sans engagement.
      </p>
    </NoticePage>
  );
}
