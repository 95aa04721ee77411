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

/** The bottom band: the agency's mark, where the slideshow stands, and the time left on this slide. */
export function KioskBar({
  position,
  flyerCount,
  slideKey,
}: {
  position: KioskPosition;
  flyerCount: number;
  slideKey: string;
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
      <span key={slideKey} className={css.progress} aria-hidden="true" />
    </footer>
  );
}
