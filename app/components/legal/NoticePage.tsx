import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
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

function CheckIcon() {
  return (
    <svg
      width={32}
      height={32}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A short page with one message and a few links onwards (confirmations, notices). */
export function NoticePage({ title, success = false, children, actions }: Props) {
  return (
    <div className={container}>
      <section className={css.page} aria-labelledby="titre-page">
        {success ? (
          <span className={css.badge}>
            <CheckIcon />
          </span>
        ) : null}
        <h1 id="titre-page">{title}</h1>
        <div className={css.lead}>{children}</div>
        <ul className={css.actions}>
          {actions.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className={action.primary ? primaryButton : secondaryButton}>
                {action.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
