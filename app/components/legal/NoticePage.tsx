import { PageLink } from "~/components/links/PageLink";
import type { ReactNode } from "react";
import { CheckIcon } from "~/components/ui/icons";
import { useLocalPath } from "~/components/i18n/useLanguage";
import { container } from "~/styles/global.css";
import { primaryButton, secondaryButton } from "~/styles/buttons.css";
import * as css from "./NoticePage.css";

export type NoticeAction = { to: string; label: string; primary?: boolean };

type Props = {
  title: string;
  /** Shows a check mark above the title, for confirmations. */
  success?: boolean;
  children: ReactNode;
  actions: readonly NoticeAction[];
};

/** A short page with one message and a few links onwards (confirmations, notices), in the page's language. */
export function NoticePage({ title, success = false, children, actions }: Props) {
  const local = useLocalPath();
  return (
    <div className={container}>
      <section className={css.page} aria-labelledby="titre-page">
        {success ? (
          <span className={css.badge}>
            <CheckIcon size={32} />
          </span>
        ) : null}
        <h1 id="titre-page">{title}</h1>
        <div className={css.lead}>{children}</div>
        <ul className={css.actions}>
          {actions.map((action) => (
            <li key={action.to}>
              <PageLink to={local(action.to)} className={action.primary ? primaryButton : secondaryButton}>
                {action.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
