import { PageLink } from "~/components/links/PageLink";
import { Logo } from "~/components/layout/Logo";
import { kioskScreens, type KioskPosition, type KioskScreen } from "~/kiosk/sequence";
import * as css from "./Kiosk.css";

const stepLabels: Record<KioskScreen, string> = {
  home: "Accueil",
  home2: "Nos agences",
  properties: "Nos biens",
  services: "Nos services",
  team: "Notre équipe",
};

/**
 * The bottom band: the agency's mark, where the slideshow stands, the time left on this slide, and the
 * control that holds or plays it (a link to the same slide with the choice: it works without scripts).
 */
export function KioskBar({
  position,
  flyerCount,
  slideKey,
  paused,
  toggleHref,
}: {
  position: KioskPosition;
  flyerCount: number;
  slideKey: string;
  paused: boolean;
  toggleHref: string;
}) {
  const steps = kioskScreens.filter((screen) => screen !== "properties" || flyerCount > 0);
  return (
    <footer className={css.bar}>
      <span className={css.barLogo}>
        <Logo />
      </span>
      <ol className={css.steps} aria-label="Écrans de la vitrine">
        {steps.map((screen) => {
          const current = screen === position.screen;
          return (
            <li key={screen} className={css.step} aria-current={current ? "step" : undefined}>
              {stepLabels[screen]}
              {current && screen === "properties" ? (
                <span className={css.stepCount}>{` ${position.item + 1} / ${flyerCount}`}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <PageLink to={toggleHref} replace preventScrollReset className={css.pause}>
        {paused ? "Reprendre le défilement" : "Mettre en pause"}
      </PageLink>
      {paused ? null : <span key={slideKey} className={css.progress} aria-hidden="true" />}
    </footer>
  );
}
