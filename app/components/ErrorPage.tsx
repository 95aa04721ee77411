import { Link } from "@remix-run/react";
import { container } from "~/styles/global.css";
import * as css from "./ErrorPage.css";
import { errorText, visitorMessage } from "~/http/error-texts";

/**
 * French error screen shown inside the normal layout; never shows technical details. An empty
 * message (an upstream failure carries none) gives the status's own text.
 */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const text = errorText(status);
  return (
    <section className={`${container} ${css.page}`} aria-labelledby="titre-erreur">
      <p className={css.code}>{`Erreur ${status}`}</p>
      <h1 id="titre-erreur">{text.title}</h1>
      <p>{visitorMessage(message) ?? text.message}</p>
      <p className={css.links}>
        <Link to="/">Retour à l'accueil</Link>
        <Link to="/annonces">Voir toutes nos annonces</Link>
      </p>
    </section>
  );
}
