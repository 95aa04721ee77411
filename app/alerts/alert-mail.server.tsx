import { renderToStaticMarkup } from "react-dom/server";
import { agency } from "@rli/contract/agency/agency";
import type { Language } from "@rli/contract/i18n/language";
import type { SiteMail } from "~/api/transport.server";
import { palette } from "~/styles/palette";
import { alertMailTexts } from "./alert-mail-texts.server";

/**
 * The mails of the search alerts, each with a plain-text part and an HTML part drawn by React
 * (every value escaped by it): a few paragraphs, one button-like link, and the lines under them.
 */

export type MailAction = { label: string; href: string };

type MailBody = {
  to: string;
  language: Language;
  subject: string;
  paragraphs: string[];
  /** The search in words, set apart. */
  quote?: string;
  action: MailAction;
  /** Smaller lines after the action. */
  notes: string[];
  headers?: Record<string, string>;
};

export function alertMail({ to, language, subject, paragraphs, quote, action, notes, headers }: MailBody): SiteMail {
  const greeting = alertMailTexts[language].greeting;
  const french = language === "fr";
  const text = [
    greeting,
    ...paragraphs,
    ...(quote ? [{ fr: `« ${quote} »`, de: `«${quote}»`, en: `“${quote}”` }[language]] : []),
    `${action.label}${french ? " : " : ": "}${action.href}`,
    ...notes,
    agency.name,
  ].join("\n\n");
  const html = `<!doctype html>${renderToStaticMarkup(
    <html lang={language}>
      <body style={{ fontFamily: "Arial, sans-serif", fontSize: "16px", lineHeight: 1.5, color: "#1f2933" }}>
        <p>{greeting}</p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {quote ? <p style={{ fontWeight: "bold" }}>{quote}</p> : null}
        <p>
          <a
            href={action.href}
            style={{
              display: "inline-block",
              padding: "10px 18px",
              background: palette.primary,
              color: "#ffffff",
              textDecoration: "none",
              borderRadius: "4px",
            }}
          >
            {action.label}
          </a>
        </p>
        {notes.map((note) => (
          <p key={note} style={{ fontSize: "14px", color: "#52606d" }}>
            {note}
          </p>
        ))}
        <p>{agency.name}</p>
      </body>
    </html>,
  )}`;
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}

/** What asking for an alert answers, by mail only: confirm it, it exists already, or the address is full. */
export type RequestMailKind = "confirm" | "known" | "full";

export function requestMail(
  kind: RequestMailKind,
  { to, language, summary, href }: { to: string; language: Language; summary: string; href: string },
): SiteMail {
  const texts = alertMailTexts[language];
  const part = texts[kind];
  return alertMail({
    to,
    language,
    subject: part.subject,
    paragraphs: [part.body],
    ...(kind === "full" ? {} : { quote: summary }),
    action: { label: part.action, href },
    notes: kind === "confirm" ? [texts.confirm.expiry, texts.notYou] : [texts.notYou],
  });
}
