import { renderToStaticMarkup } from "react-dom/server";
import { agency } from "@rli/contract/agency/agency";
import { formatDate } from "@rli/contract/agency/format";
import type { Language } from "@rli/contract/i18n/language";
import type { SiteMail } from "~/api/transport.server";
import { palette } from "~/styles/palette";
import { alertPagePath, type AlertLinkPurpose } from "./alert-links.server";
import { alertMailTexts } from "./alert-mail-texts.server";

/**
 * The mails of the search alerts, each with a plain-text part and an HTML part drawn by React
 * (every value escaped by it): a few paragraphs, the listings of an alert, one button-like link,
 * then smaller lines and links.
 */

export type MailAction = { label: string; href: string };

/** A listing as an alert mail shows it: its card's words, its photo and its page, absolute addresses. */
export type MailListing = {
  href: string;
  title: string;
  /** "1870 Monthey". */
  place: string;
  price: string;
  /** "Prix en baisse (avant : CHF 900'000.–)". */
  priceNote?: string;
  /** "4½ pièces", "120 m² habitables". */
  facts: string[];
  photo?: string;
};

type MailBody = {
  to: string;
  language: Language;
  subject: string;
  paragraphs: string[];
  /** The search in words, set apart. */
  quote?: string;
  listings?: MailListing[];
  action: MailAction;
  /** Smaller lines after the action. */
  notes: string[];
  /** Smaller links at the end (keep, manage, stop). */
  links?: MailAction[];
  headers?: Record<string, string>;
};

function listingLines(listing: MailListing): string {
  const line = [listing.title, listing.place, listing.price, ...listing.facts].filter(Boolean).join(" — ");
  return [line, ...(listing.priceNote ? [listing.priceNote] : []), listing.href].join("\n");
}

export function alertMail(body: MailBody): SiteMail {
  const { to, language, subject, paragraphs, quote, listings = [], action, notes, links = [], headers } = body;
  const greeting = alertMailTexts[language].greeting;
  const colon = language === "fr" ? " : " : ": ";
  const text = [
    greeting,
    ...paragraphs,
    ...(quote ? [{ fr: `« ${quote} »`, de: `«${quote}»`, en: `“${quote}”` }[language]] : []),
    ...listings.map(listingLines),
    `${action.label}${colon}${action.href}`,
    ...notes,
    ...links.map((link) => `${link.label}${colon}${link.href}`),
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
        {listings.map((listing) => (
          <MailListingBlock key={listing.href} listing={listing} />
        ))}
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
        {links.length > 0 ? (
          <p style={{ fontSize: "14px" }}>
            {links.map((link, index) => (
              <span key={link.href}>
                {index > 0 ? " · " : null}
                <a href={link.href} style={{ color: palette.primary }}>
                  {link.label}
                </a>
              </span>
            ))}
          </p>
        ) : null}
        <p>{agency.name}</p>
      </body>
    </html>,
  )}`;
  return { to, subject, text, html, ...(headers ? { headers } : {}) };
}

function MailListingBlock({ listing }: { listing: MailListing }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ margin: "0 0 20px", borderCollapse: "collapse" }}
    >
      <tbody>
        <tr>
          {listing.photo ? (
            // The title's link follows: the photo is not a second link without words.
            <td style={{ verticalAlign: "top", paddingRight: "16px", width: "200px" }}>
              <img
                src={listing.photo}
                alt=""
                width={200}
                style={{ display: "block", width: "200px", height: "auto" }}
              />
            </td>
          ) : null}
          <td style={{ verticalAlign: "top" }}>
            <a href={listing.href} style={{ color: palette.primary, fontWeight: "bold" }}>
              {listing.title}
            </a>
            <br />
            {listing.place}
            <br />
            <strong>{listing.price}</strong>
            {listing.priceNote ? (
              <>
                <br />
                {listing.priceNote}
              </>
            ) : null}
            {listing.facts.length > 0 ? (
              <>
                <br />
                {listing.facts.join(", ")}
              </>
            ) : null}
          </td>
        </tr>
      </tbody>
    </table>
  );
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

/** An alert as its mails need it: who, in what language, its search in words and its links' site. */
export type MailedAlert = { id: string; email: string; language: Language; summary: string; keepUntil: string };

/**
 * What every mail of an alert ends with: until when it is kept and the links to keep it, manage the
 * alerts of the address and stop it; the stop link is also the mail's List-Unsubscribe, which a mail
 * provider posts by itself (RFC 8058).
 */
function alertEnding(alert: MailedAlert, origin: string) {
  const texts = alertMailTexts[alert.language];
  const href = (purpose: AlertLinkPurpose) => `${origin}${alertPagePath(purpose, alert.id, alert.language)}`;
  const stop = href("stop");
  return {
    notes: [texts.kept(formatDate(alert.keepUntil, alert.language))],
    links: [
      { label: texts.links.keep, href: href("keep") },
      { label: texts.links.manage, href: href("manage") },
      { label: texts.links.stop, href: stop },
    ],
    headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/** The mail of an alert's new (or cheaper) listings, at most MAX_LISTINGS_PER_MAIL of `total`, then its search. */
export function listingsMail(
  alert: MailedAlert,
  {
    listings,
    total,
    searchHref,
    origin,
  }: { listings: MailListing[]; total: number; searchHref: string; origin: string },
): SiteMail {
  const texts = alertMailTexts[alert.language].listings;
  const left = total - listings.length;
  const ending = alertEnding(alert, origin);
  return alertMail({
    to: alert.email,
    language: alert.language,
    subject: texts.subject(total),
    paragraphs: [texts.body],
    quote: alert.summary,
    listings,
    action: { label: texts.action, href: searchHref },
    ...ending,
    notes: left > 0 ? [texts.more(left), ...ending.notes] : ending.notes,
  });
}

/** The mail telling that an alert is deleted on its day unless it is kept. */
export function reminderMail(alert: MailedAlert, origin: string): SiteMail {
  const texts = alertMailTexts[alert.language].reminder;
  const date = formatDate(alert.keepUntil, alert.language);
  const ending = alertEnding(alert, origin);
  return alertMail({
    to: alert.email,
    language: alert.language,
    subject: texts.subject(date),
    paragraphs: [texts.body(date)],
    quote: alert.summary,
    action: { label: texts.action, href: ending.links[0]!.href },
    notes: [],
    links: ending.links.slice(1),
    headers: ending.headers,
  });
}
