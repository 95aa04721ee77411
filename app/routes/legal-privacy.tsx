import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { agency } from "@rli/contract/agency/agency";
import { PUBLISHED_MAIL_RETENTION_DAYS } from "~/components/forms/FormPrivacyNote";
import { AgencyAddress, seat } from "~/components/legal/AgencyAddress";
import { LegalPage, type LegalSection } from "~/components/legal/LegalPage";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";

export function loader({ request }: LoaderFunctionArgs) {
  return { canonical: `${siteOrigin(request)}/politique-de-confidentialite` };
}

/** The same page for everyone: shared caches may keep it, unless a cookie is being set on this response. */
export const headers: HeadersFunction = publicPageHeaders(cacheControl.static);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: "Politique de confidentialité",
    description: `Comment ${agency.name} traite les données de ses formulaires de contact, d'estimation, de satisfaction et de candidature à une location selon la loi suisse sur la protection des données (nLPD), et quels sont vos droits.`,
    canonical: data?.canonical,
  });

const sections: LegalSection[] = [
  {
    id: "responsable",
    title: "Responsable du traitement et contact",
    content: (
      <>
        <p>Le responsable du traitement de vos données personnelles est :</p>
        <AgencyAddress />
        <p>
          Pour toute question sur vos données ou pour exercer vos droits, écrivez-nous à{" "}
          <a href={`mailto:${agency.email}`}>{agency.email}</a> ou par courrier à notre siège de {seat.town}. Notre
          agence de Vevey vous renseigne aussi volontiers et nous transmet votre demande.
        </p>
      </>
    ),
  },
  {
    id: "donnees-collectees",
    title: "Données collectées et finalités",
    content: (
      <>
        <p>
          Vous pouvez consulter le site sans nous communiquer de données personnelles. Nous n'en recevons que lorsque
          vous remplissez l'un de nos formulaires ; chaque formulaire signale les champs obligatoires. Nous traitons ces
          données uniquement dans le but indiqué ci-dessous.
        </p>

        <h3>Demande de contact et demande de dossier sur un bien</h3>
        <p>
          Données : formule d'appel, prénom, nom, adresse e-mail, numéro de téléphone (facultatif), adresse, numéro
          postal, localité, pays, votre message, l'adresse de la page depuis laquelle vous écrivez et, le cas échéant,
          la référence du bien concerné.
        </p>
        <p>
          Finalité : répondre à votre question, vous envoyer la documentation d'un bien ou organiser une visite.
          L'adresse de la page et la référence nous indiquent de quel bien vous parlez.
        </p>

        <h3>Demande d'estimation</h3>
        <p>
          Données : les caractéristiques du bien (type, surface habitable, surface du terrain, nombre de pièces et de
          salles de bain, année de construction, état, garage, place de parc, autres caractéristiques), sa situation
          (localité, numéro postal, adresse), vos coordonnées (formule d'appel, prénom, nom, adresse e-mail, numéro de
          téléphone facultatif) et le motif de votre demande.
        </p>
        <p>
          Finalité : préparer l'estimation de votre bien, vous recontacter pour en parler et, si vous le souhaitez,
          convenir d'une visite.
        </p>

        <h3>Questionnaire de satisfaction</h3>
        <p>
          Données : le type de bien concerné, vos réponses sur votre satisfaction générale, la communication avec votre
          courtier, ses compétences et nos supports de commercialisation, si vous nous recommanderiez, votre commentaire
          et, seulement si vous le souhaitez, vos prénom, nom, adresse e-mail et numéro de téléphone.
        </p>
        <p>
          Finalité : évaluer et améliorer nos services. Si vous nous laissez vos coordonnées, nous pouvons revenir vers
          vous au sujet de vos remarques ; sans elles, vos réponses nous parviennent sans votre nom.
        </p>

        <h3>Dossier de candidature pour une location</h3>
        <p>
          Données : le logement concerné (sa référence), formule d'appel, prénom, nom, date de naissance, nationalité et
          permis de séjour (Suisse, permis C, B, L, G ou autre), adresse actuelle, numéro de téléphone, adresse e-mail,
          profession, employeur, revenu annuel brut, nombre d'adultes et d'enfants qui occuperont le logement, animaux,
          instrument de musique, date d'emménagement souhaitée, coordonnées de votre bailleur actuel (facultatives) et
          votre message.
        </p>
        <p>
          Documents joints : une pièce d'identité ou votre permis de séjour, un extrait du registre de l'office des
          poursuites de moins de trois mois, jusqu'à trois fiches de salaire et un autre document de votre choix (six
          fichiers au plus, en PDF, JPEG ou PNG). Les données de localisation et autres métadonnées des photos sont
          retirées avant l'envoi.
        </p>
        <p>
          Finalité : étudier votre candidature pour ce logement, la présenter au propriétaire et vous répondre. Nous ne
          demandons que ce qu'une régie peut demander à ce stade selon les recommandations du PFPDT sur les formulaires
          d'inscription pour un logement (voir <a href="#droits">Vos droits</a>) : ni état civil, ni religion, ni santé,
          ni casier judiciaire, ni motif de départ, ni loyer actuel. Si votre candidature n'est pas retenue, votre
          dossier est supprimé dès que le logement est attribué (voir <a href="#conservation">Durée de conservation</a>
          ).
        </p>

        <h3>Données techniques</h3>
        <p>
          À chaque visite, le serveur qui héberge le site traite automatiquement les données techniques nécessaires à
          l'affichage des pages et à la sécurité : adresse IP, date et heure, page demandée, type de navigateur. Elles
          servent uniquement à faire fonctionner le site, à détecter les abus et à corriger les erreurs, jamais à
          établir votre profil.
        </p>

        <p>
          En envoyant un formulaire, vous confirmez avoir pris connaissance de la présente politique. Nous n'utilisons
          pas vos données à des fins publicitaires sans votre accord, ne prenons aucune décision individuelle
          automatisée à votre sujet et ne procédons à aucun profilage.
        </p>
      </>
    ),
  },
  {
    id: "transmission",
    title: "Transmission par e-mail, aucun enregistrement sur le site",
    content: (
      <>
        <p>
          Lorsque vous envoyez un formulaire (contact, estimation, satisfaction ou candidature), son contenu est
          transmis par e-mail au courtier chargé de votre demande ou à l'adresse générale de l'agence. Le site lui-même
          n'enregistre aucune donnée de formulaire : il n'a ni base de données de contacts, ni compte client. Vos
          données se trouvent ensuite uniquement dans la messagerie de l'agence.
        </p>
        <p>Le trajet de l'e-mail est le suivant :</p>
        <ul>
          <li>
            le site remet le message au serveur de messagerie de l'agence par une connexion chiffrée (TLS) : si ce
            serveur n'offre pas de connexion chiffrée, le message ne lui est pas remis (seul un relais installé sur la
            même machine que le site est joint sans chiffrement, le message ne quittant alors pas cette machine) ;
          </li>
          <li>
            si le serveur de messagerie est momentanément indisponible, le message attend sur le serveur du site,
            chiffré (AES-256), et il est effacé dès qu'il a été remis ;
          </li>
          <li>
            les documents d'un dossier de candidature ne sont gardés, le temps de l'envoi, qu'en mémoire ou dans un
            fichier temporaire chiffré, effacé dès que le serveur de messagerie a pris le message ;
          </li>
          <li>
            un message que le serveur de messagerie refuse est gardé chiffré pour que l'agence puisse le renvoyer, puis
            effacé après {PUBLISHED_MAIL_RETENTION_DAYS} jours, comme toute autre copie tenue par la messagerie du site.
          </li>
        </ul>
        <p>
          Seule exception : pendant que vous remplissez la demande d'estimation étape par étape, vos réponses sont
          conservées dans un cookie technique sur votre propre appareil, afin de ne pas être perdues d'une étape à
          l'autre (voir <a href="#cookies">Cookies</a>).
        </p>
      </>
    ),
  },
  {
    id: "destinataires",
    title: "Destinataires des données",
    content: (
      <>
        <p>Vos données sont accessibles uniquement :</p>
        <ul>
          <li>
            aux courtières et courtiers de {agency.name} et aux collaborateurs qui traitent votre demande, à Monthey et
            à Vevey ;
          </li>
          <li>
            à nos prestataires d'hébergement du site et de messagerie électronique, en qualité de sous-traitants au sens
            de l'art. 9 LPD : ils traitent les données seulement sur nos instructions, sont liés à nous par contrat et
            tenus d'en assurer la sécurité et la confidentialité ;
          </li>
          <li>aux autorités, lorsque la loi ou une décision nous oblige à les leur communiquer.</li>
        </ul>
        <p>
          Si votre projet le requiert (par exemple la vente de votre bien), nous ne transmettons vos coordonnées à
          d'autres intervenants, tels qu'un notaire, qu'avec votre accord. Nous ne vendons ni ne louons vos données.
        </p>
      </>
    ),
  },
  {
    id: "etranger",
    title: "Communication à l'étranger",
    content: (
      <p>
        Aucune communication de vos données à l'étranger n'est prévue. Si un prestataire devait un jour traiter des
        données hors de Suisse, ce serait uniquement dans un État dont la législation assure un niveau de protection
        adéquat selon le Conseil fédéral (annexe 1 de l'ordonnance sur la protection des données, OPDo), par exemple un
        État de l'Union européenne, ou moyennant des garanties appropriées comme des clauses contractuelles types. Nous
        mettrions alors la présente politique à jour.
      </p>
    ),
  },
  {
    id: "conservation",
    title: "Durée de conservation",
    content: (
      <>
        <p>
          Nous conservons vos données aussi longtemps que nécessaire pour traiter votre demande et en assurer le suivi,
          par exemple jusqu'à la fin d'un mandat de vente ou de location. Lorsque votre demande ne débouche sur aucune
          relation contractuelle, les e-mails correspondants sont supprimés au plus tard deux ans après notre dernier
          échange. Un dossier de candidature qui n'est pas retenu est supprimé dès que le logement est attribué.
        </p>
        <p>
          Sur le serveur du site, aucune donnée de formulaire n'est conservée : un message en attente du serveur de
          messagerie est effacé dès son envoi, et les copies tenues par la messagerie du site (messages refusés) sont
          effacées après {PUBLISHED_MAIL_RETENTION_DAYS} jours.
        </p>
        <p>
          Les documents que la loi nous oblige à garder, notamment les pièces comptables liées à un mandat, sont
          conservés pendant dix ans (art. 958f du Code des obligations), puis supprimés. Les journaux techniques du
          serveur sont effacés au bout de 30 jours au plus, sauf s'ils sont nécessaires pour élucider un incident de
          sécurité.
        </p>
      </>
    ),
  },
  {
    id: "securite",
    title: "Sécurité",
    content: (
      <p>
        Nous protégeons vos données par des mesures techniques et organisationnelles adaptées : connexion chiffrée
        (HTTPS) entre votre navigateur et le site, puis (TLS) entre le site et notre serveur de messagerie, messages en
        attente chiffrés, fichiers joints vérifiés d'après leur contenu, cookies signés et inaccessibles aux scripts,
        accès aux messageries réservé aux personnes qui en ont besoin, prestataires tenus à la confidentialité. Aucune
        transmission par Internet n'étant totalement sûre, nous vous recommandons de ne pas nous communiquer par
        formulaire d'informations particulièrement sensibles, comme des données sur votre santé.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <>
        <p>Le site utilise seulement trois cookies techniques, déposés par notre propre domaine :</p>
        <ul>
          <li>
            <strong>Session de l'estimation</strong> (<code>__estimation</code>) : conserve vos réponses d'une étape à
            l'autre du formulaire d'estimation, jusqu'à l'envoi de votre demande. Il expire au plus tard quatre heures
            après votre dernière réponse.
          </li>
          <li>
            <strong>Message de confirmation</strong> (<code>__message</code>) : permet d'afficher une seule fois un
            message tel que « Votre demande a été envoyée ! » après l'envoi d'un formulaire. Il est effacé dès que le
            message s'est affiché, et au plus tard à la fermeture du navigateur.
          </li>
          <li>
            <strong>Favoris</strong> (<code>__favoris</code>) : seulement si vous cliquez sur « Garder » sur une
            annonce, il contient les références des biens gardés (40 au plus) pour les afficher sur la page{" "}
            <Link to="/favoris">Mes favoris</Link>. Ces références restent sur votre appareil : nous ne les enregistrons
            pas. Il expire un an après votre dernier changement, et disparaît quand vous retirez votre dernier favori.
          </li>
        </ul>
        <p>
          Nous n'utilisons aucun cookie de mesure d'audience, de publicité ou de réseau social, ni aucun cookie de
          tiers.
        </p>
        <h3>Pourquoi aucun bandeau de consentement</h3>
        <p>
          Ces trois cookies sont strictement nécessaires aux fonctions que vous utilisez vous-même ; ils ne servent ni à
          vous suivre ni à établir un profil. Le droit suisse ne soumet pas de tels cookies à un consentement préalable
          : l'art. 45c de la loi sur les télécommunications (LTC) exige d'informer les visiteurs de leur utilisation et
          de leur but, ce que fait la présente politique, et de leur indiquer qu'ils peuvent les refuser.
        </p>
        <p>
          Vous pouvez bloquer ou supprimer les cookies dans les réglages de votre navigateur. Le site reste consultable
          ; seulement, le formulaire d'estimation ne pourra plus conserver vos réponses d'une étape à l'autre, ni le
          bouton « Garder » retenir vos favoris.
        </p>
      </>
    ),
  },
  {
    id: "suivi",
    title: "Pas de suivi ni de mesure d'audience",
    content: (
      <>
        <p>
          Nous n'utilisons aucun outil de mesure d'audience, aucun pixel publicitaire ni aucune technique d'empreinte du
          navigateur. Les pages ne chargent aucun contenu de tiers : textes, polices et images proviennent de notre
          propre serveur.
        </p>
        <p>
          Les liens vers les réseaux sociaux, les services de cartographie ou les messageries (pour partager une
          annonce) sont de simples liens : aucune donnée n'est transmise à ces services tant que vous ne cliquez pas.
          Une fois sur leur site, c'est leur propre politique de confidentialité qui s'applique.
        </p>
      </>
    ),
  },
  {
    id: "droits",
    title: "Vos droits",
    content: (
      <>
        <p>Selon la loi fédérale sur la protection des données, vous pouvez à tout moment :</p>
        <ul>
          <li>
            <strong>obtenir des informations</strong> sur les données que nous traitons à votre sujet (droit d'accès,
            art. 25 LPD) ;
          </li>
          <li>
            <strong>faire rectifier</strong> des données inexactes ou incomplètes ;
          </li>
          <li>
            <strong>demander l'effacement</strong> de vos données, sous réserve des obligations légales de conservation
            ;
          </li>
          <li>
            <strong>vous opposer</strong> à un traitement, par exemple à ce que nous vous recontactions ;
          </li>
          <li>
            <strong>recevoir les données</strong> que vous nous avez communiquées dans un format électronique courant,
            ou les faire transmettre à un autre responsable (droit à la remise et à la transmission des données, art. 28
            LPD) ;
          </li>
          <li>
            <strong>retirer votre consentement</strong>, avec effet pour l'avenir.
          </li>
        </ul>
        <p>
          Adressez votre demande à <a href={`mailto:${agency.email}`}>{agency.email}</a> ou par courrier à l'adresse
          indiquée au chapitre 1. Nous pouvons vous demander de justifier de votre identité afin de ne pas communiquer
          vos données à une autre personne. Nous répondons gratuitement, en règle générale dans les 30 jours.
        </p>
        <p>
          Si vous estimez que nous ne respectons pas la loi, vous pouvez vous adresser au Préposé fédéral à la
          protection des données et à la transparence (PFPDT), Feldeggweg 1, 3003 Berne,{" "}
          <a href="https://www.edoeb.admin.ch/fr" rel="noopener noreferrer">
            www.edoeb.admin.ch
          </a>
          . Vous pouvez aussi faire valoir vos droits devant les tribunaux civils.
        </p>
      </>
    ),
  },
  {
    id: "modifications",
    title: "Modifications",
    content: (
      <p>
        Nous pouvons adapter la présente politique, notamment si nos services ou la loi évoluent. La version publiée sur
        cette page, avec sa date de mise à jour, fait foi. Consultez également nos{" "}
        <Link to="/conditions-generales-dutilisation">conditions générales d'utilisation</Link>.
      </p>
    ),
  },
];

export default function Privacy() {
  return (
    <LegalPage
      title="Politique de confidentialité"
      updated="2026-11-25"
      intro={
        <p>
          La présente politique explique quelles données personnelles {agency.name} traite lorsque vous consultez ce
          site ou nous envoyez un formulaire (demande de contact, demande d'estimation, questionnaire de satisfaction,
          dossier de candidature pour une location), pourquoi, qui les reçoit et quels sont vos droits. Elle se fonde
          sur la loi fédérale sur la protection des données (LPD) révisée, en vigueur depuis le 1<sup>er</sup> septembre
          2023, et sur son ordonnance (OPDo).
        </p>
      }
      sections={sections}
    />
  );
}
