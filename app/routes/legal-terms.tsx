import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { AgencyAddress, seat } from "~/components/legal/AgencyAddress";
import { LegalPage, type LegalSection } from "~/components/legal/LegalPage";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";

export function loader({ request }: LoaderFunctionArgs) {
  return { canonical: `${siteOrigin(request)}/conditions-generales-dutilisation` };
}

/** The same page for everyone: shared caches may keep it, unless a cookie is being set on this response. */
export const headers: HeadersFunction = publicPageHeaders(cacheControl.static);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: "Conditions générales d'utilisation",
    description: `Conditions d'utilisation du site de ${agency.name} : annonces sans garantie, prix en CHF, propriété intellectuelle, responsabilité, droit suisse et for à ${seat.town}.`,
    canonical: data?.canonical,
  });

const sections: LegalSection[] = [
  {
    id: "objet",
    title: "Objet et acceptation",
    content: (
      <>
        <p>
          Le site {agency.siteUrl.replace(/^https?:\/\//, "")} présente les activités de {agency.name} : biens
          immobiliers à vendre et à louer, promotions neuves, biens vendus, estimation de biens et informations sur
          l'agence et son équipe. Il permet aussi de nous envoyer une demande de contact, une demande d'estimation ou un
          avis de satisfaction.
        </p>
        <p>
          Les présentes conditions régissent l'utilisation du site. En le consultant, vous les acceptez. Si vous n'êtes
          pas d'accord, nous vous prions de ne pas utiliser le site.
        </p>
      </>
    ),
  },
  {
    id: "editeur",
    title: "Éditeur du site",
    content: (
      <>
        <p>Le site est édité par :</p>
        <AgencyAddress />
        <p>
          L'agence dispose d'une seconde adresse à Vevey. Les coordonnées de nos deux agences figurent au bas de chaque
          page.
        </p>
      </>
    ),
  },
  {
    id: "annonces",
    title: "Annonces immobilières",
    content: (
      <>
        <p>
          Les annonces sont établies avec soin, à partir des informations fournies par les propriétaires et des
          documents à notre disposition. Elles sont publiées sans garantie d'exactitude ni d'exhaustivité et peuvent
          être modifiées ou retirées à tout moment, sans préavis, notamment lorsqu'un bien a été vendu, loué ou réservé
          entre-temps.
        </p>
        <p>
          Les surfaces, volumes et autres données techniques sont indicatifs. Les photographies, illustrations, plans et
          visualisations n'ont pas de valeur contractuelle ; pour les promotions neuves, les finitions et aménagements
          peuvent différer du projet présenté.
        </p>
        <p>
          Une annonce ne constitue pas une offre ferme. Seuls les contrats signés font foi ; la vente d'un immeuble
          requiert en outre un acte authentique établi par un notaire (art. 216 du Code des obligations).
        </p>
      </>
    ),
  },
  {
    id: "prix",
    title: "Prix",
    content: (
      <>
        <p>
          Les prix sont indiqués en francs suisses (CHF). Les prix de vente s'entendent hors frais de notaire, droits de
          mutation, émoluments du registre foncier et frais de financement, sauf mention contraire. Les loyers sont
          mensuels ; le montant des charges et de la garantie de loyer est précisé dans l'annonce ou sur demande.
        </p>
        <p>
          Lorsque le prix n'est pas publié, l'annonce indique « Prix sur demande » : contactez-nous pour le connaître.
        </p>
      </>
    ),
  },
  {
    id: "estimation",
    title: "Estimation et formulaires",
    content: (
      <>
        <p>
          La demande d'estimation en ligne est gratuite et sans engagement : elle ne vous oblige pas à nous confier la
          vente de votre bien. L'estimation que nous vous remettons est une appréciation de la valeur de marché, fondée
          sur les informations reçues et sur notre visite ; elle ne constitue pas une expertise officielle.
        </p>
        <p>
          Lorsque vous utilisez un formulaire, vous vous engagez à fournir des informations exactes et à ne pas vous
          servir du site de manière abusive, par exemple pour envoyer des messages publicitaires ou automatisés. Le
          traitement des données envoyées est décrit dans notre{" "}
          <Link to="/politique-de-confidentialite">politique de confidentialité</Link>.
        </p>
      </>
    ),
  },
  {
    id: "propriete-intellectuelle",
    title: "Propriété intellectuelle",
    content: (
      <p>
        Les textes, photographies, illustrations, plans, logos et la mise en page du site sont protégés par le droit
        d'auteur et le droit des marques ; ils appartiennent à {agency.name} ou à ses partenaires, qui en ont autorisé
        l'usage. Vous pouvez consulter et imprimer les pages pour votre usage privé et partager le lien d'une annonce.
        Toute autre reproduction, modification ou diffusion, totale ou partielle, requiert notre accord écrit préalable.
      </p>
    ),
  },
  {
    id: "liens",
    title: "Liens",
    content: (
      <>
        <p>
          Le site contient des liens vers des sites de tiers, par exemple des réseaux sociaux ou des services de
          cartographie. Nous n'avons aucune influence sur leur contenu ni sur leur traitement des données et déclinons
          toute responsabilité à leur égard ; leurs propres conditions s'appliquent.
        </p>
        <p>
          Vous pouvez créer un lien vers les pages de notre site, à condition qu'il ne laisse pas croire à un
          partenariat qui n'existe pas et que les pages ne soient pas intégrées dans un autre site (cadre ou « frame »).
        </p>
      </>
    ),
  },
  {
    id: "disponibilite",
    title: "Disponibilité du site",
    content: (
      <p>
        Nous nous efforçons de rendre le site accessible en permanence, mais ne pouvons le garantir. Son accès peut être
        interrompu, notamment pour des travaux de maintenance ou en cas de panne, et son contenu peut être modifié à
        tout moment.
      </p>
    ),
  },
  {
    id: "responsabilite",
    title: "Limitation de responsabilité",
    content: (
      <>
        <p>
          Dans les limites permises par la loi, {agency.name} décline toute responsabilité pour les dommages directs ou
          indirects résultant de l'utilisation du site ou de l'impossibilité de l'utiliser, d'informations inexactes ou
          incomplètes, de l'interruption du site, ou de virus et autres programmes malveillants, de même que pour les
          décisions prises sur la seule base des informations publiées.
        </p>
        <p>
          Demeure réservée la responsabilité pour les dommages causés intentionnellement ou par négligence grave (art.
          100 du Code des obligations).
        </p>
      </>
    ),
  },
  {
    id: "protection-des-donnees",
    title: "Protection des données",
    content: (
      <p>
        Le site n'enregistre pas les données que vous envoyez : elles sont transmises par e-mail à nos courtiers. Le
        détail de ces traitements, les cookies techniques utilisés et vos droits sont décrits dans notre{" "}
        <Link to="/politique-de-confidentialite">politique de confidentialité</Link>.
      </p>
    ),
  },
  {
    id: "modifications",
    title: "Modifications",
    content: (
      <p>
        Nous pouvons modifier les présentes conditions à tout moment. La version applicable est celle publiée sur cette
        page au moment de votre visite.
      </p>
    ),
  },
  {
    id: "droit-applicable",
    title: "Droit applicable et for",
    content: (
      <p>
        Les présentes conditions et l'utilisation du site sont soumises exclusivement au droit suisse, à l'exclusion des
        règles de conflit de lois. Le for exclusif est à {seat.town} ({seat.region}), sous réserve des fors impératifs
        prévus par la loi, notamment en faveur des consommateurs.
      </p>
    ),
  },
];

export default function Terms() {
  return (
    <LegalPage
      title="Conditions générales d'utilisation"
      updated="2025-05-15"
      intro={
        <p>
          Merci de lire attentivement ces conditions : elles précisent la portée des informations publiées sur notre
          site et les règles de son utilisation.
        </p>
      }
      sections={sections}
    />
  );
}
