import { PageLink } from "~/components/links/PageLink";
import { visuallyHidden } from "~/styles/global.css";
import { CheckMark, StepIcon } from "./StepIcon";
import { useTexts } from "../i18n/useLanguage";
import * as css from "./StepIndicator.css";
import { wizardTexts } from "./Wizard.texts";

type Props = {
  /** Titles of steps 0 to 4. */
  titles: readonly string[];
  /** The step shown, 1 to 4 (the indicator is hidden on the introduction). */
  current: number;
  /** Address of an earlier step. */
  hrefOf: (step: number) => string;
};

/**
 * Where the visitor is in the wizard (product §2.9). Desktop: a horizontal list with separators,
 * check marks on completed steps and numbers on later ones. Mobile: icons in circles joined by
 * lines, filled once completed. Completed steps are links back; later steps are not clickable.
 */
export function StepIndicator({ titles, current, hrefOf }: Props) {
  const texts = useTexts(wizardTexts);
  return (
    <nav aria-label={texts.stepsLabel} className={css.nav}>
      <ol className={css.list}>
        {titles.map((title, step) => {
          const state = step < current ? "done" : step === current ? "current" : "todo";
          const content = (
            <>
              <span className={css.marker} aria-hidden="true">
                <span className={css.icon}>
                  <StepIcon step={step} />
                </span>
                <span className={css.glyph}>{state === "done" ? <CheckMark /> : step}</span>
              </span>
              <span className={css.title}>{title}</span>
              {state === "done" ? <span className={visuallyHidden}> ({texts.done})</span> : null}
              {state === "todo" ? <span className={visuallyHidden}> ({texts.todo})</span> : null}
            </>
          );
          return (
            <li key={title} className={css.item} data-state={state}>
              {state === "done" ? (
                <PageLink to={hrefOf(step)} className={css.step}>
                  {content}
                </PageLink>
              ) : (
                <span className={css.step} aria-current={state === "current" ? "step" : undefined}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
