import { PageLink } from "~/components/links/PageLink";
import { agency } from "@rli/contract/agency/agency";
import { Logo } from "~/components/layout/Logo";
import { SCREEN_SECONDS } from "~/kiosk/sequence";
import * as css from "./Kiosk.css";
import * as screens from "./screens.css";

/** Seconds before a failed kiosk page tries again without JavaScript. */
export const RETRY_SECONDS = SCREEN_SECONDS * 5;

/**
 * What the kiosk shows when it cannot show its slides: for an unknown kiosk, a French message;
 * otherwise the agency's name, and a new attempt every 20 s, so that the screen is never blank.
 */
export function KioskUnavailable({ notFound, message }: { notFound: boolean; message?: string }) {
  return (
    <div className={css.kiosk}>
      <main className={css.stage}>
        <section className={screens.panel} aria-labelledby="vitrine-titre">
          <header className={screens.panelHeader}>
            <p className={screens.kicker}>{notFound ? "Erreur 404" : agency.name}</p>
            <h1 id="vitrine-titre" className={screens.panelTitle}>
              {notFound ? "Vitrine introuvable" : "Votre bien immobilier entre lac et montagnes"}
            </h1>
          </header>
          <p className={screens.panelFooter}>
            {notFound ? (message ?? "Cette vitrine n'existe pas.") : "Nos annonces reviennent dans quelques instants."}
          </p>
          {notFound ? (
            <p>
              <PageLink to="/" className={css.link}>
                Aller sur le site de {agency.name}
              </PageLink>
            </p>
          ) : null}
        </section>
      </main>
      <footer className={css.bar}>
        <span className={css.barLogo}>
          <Logo />
        </span>
      </footer>
    </div>
  );
}
