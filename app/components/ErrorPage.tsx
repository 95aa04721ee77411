import { Link } from "@remix-run/react";
import { container } from "~/styles/global.css";
import * as css from "./ErrorPage.css";

const texts: Record<number, { title: string; message: string }> = {
  400: { title: "Requête invalide", message: "La demande n'a pas pu être comprise. Vérifiez l'adresse ou les informations saisies." },
  403: { title: "Accès refusé", message: "Cette demande n'est pas autorisée." },
  404: {
    title: "Page introuvable",
    message: "La page que vous cherchez n'existe pas ou n'est plus disponible. Le bien a peut-être été retiré de la vente.",
  },
  405: { title: "Action non autorisée", message: "Cette action n'est pas possible à cette adresse." },
  413: { title: "Envoi trop volumineux", message: "Les données envoyées dépassent la taille autorisée." },
  429: { title: "Trop de demandes", message: "Vous avez envoyé beaucoup de demandes en peu de temps. Merci de réessayer dans quelques minutes." },
  502: { title: "Service momentanément indisponible", message: "Nos annonces ne peuvent pas être chargées pour le moment. Merci de réessayer dans quelques instants." },
  503: { title: "Service momentanément indisponible", message: "Nos annonces ne peuvent pas être chargées pour le moment. Merci de réessayer dans quelques instants." },
  504: { title: "Service trop lent", message: "Le chargement a pris trop de temps. Merci de réessayer dans quelques instants." },
};

const fallback = { title: "Une erreur est survenue", message: "Un problème inattendu nous empêche d'afficher cette page. Merci de réessayer plus tard." };

/** French error screen shown inside the normal layout; never shows technical details. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const text = texts[status] ?? (status >= 400 && status < 500 ? texts[400]! : fallback);
  return (
    <section className={`${container} ${css.page}`} aria-labelledby="titre-erreur">
      <p className={css.code}>{`Erreur ${status}`}</p>
      <h1 id="titre-erreur">{text.title}</h1>
      <p>{message ?? text.message}</p>
      <p className={css.links}>
        <Link to="/">Retour à l'accueil</Link>
        <Link to="/annonces">Voir toutes nos annonces</Link>
      </p>
    </section>
  );
}
