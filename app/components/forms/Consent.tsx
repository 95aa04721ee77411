import { Link } from "@remix-run/react";
import { visuallyHidden } from "~/styles/global.css";
import { CheckboxField, type Meta } from "./Field";

const newTab = <span className={visuallyHidden}> (nouvel onglet)</span>;

/** The consent checkbox of every form (product §2.12), linking the terms and the privacy policy. */
export function ConsentField({ meta, className }: { meta: Meta; className?: string }) {
  return (
    <CheckboxField
      meta={meta}
      className={className}
      label={
        <>
          J'accepte les{" "}
          <Link to="/conditions-generales-dutilisation" target="_blank">
            conditions générales d'utilisation
            {newTab}
          </Link>{" "}
          et la{" "}
          <Link to="/politique-de-confidentialite" target="_blank">
            politique de confidentialité
            {newTab}
          </Link>
          , et j'autorise l'agence à me recontacter au sujet de cette demande.
        </>
      }
    />
  );
}
