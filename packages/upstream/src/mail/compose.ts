import { escapeHtml } from "@rli/contract/api/rich-text";
import type { Language } from "@rli/contract/i18n/language";

/**
 * A forwarded form as an e-mail: labelled rows in sections, rendered both as
 * plain text and as HTML. Every visitor value is escaped in the HTML; anything
 * bound for a header goes through headerSafe.
 */

export type MailRow = { label: string; value: string | number | boolean | null | undefined; href?: string };

export type MailSection = { title: string; rows: MailRow[] };

export type MailContent = {
  subject: string;
  intro: string;
  sections: MailSection[];
  /** A long text shown in full after the sections (the visitor's message). */
  message?: { label: string; value: string };
};

export type RenderedMail = { subject: string; text: string; html: string };

export const EMPTY_VALUE = "—";

/** The site's languages named in French, as the brokers read them. */
const languageInFrench: Record<Language, string> = { fr: "français", de: "allemand", en: "anglais" };

/** The row that tells the brokers in which language the visitor used the site (French when not said). */
export function visitorLanguageRow(language: Language | undefined): MailRow {
  return { label: "Langue du visiteur", value: languageInFrench[language ?? "fr"] };
}

/** One line for a header: control characters and line breaks become spaces. */
export function headerSafe(value: string, maxLength = 250): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .slice(0, maxLength);
}

export function displayValue(value: MailRow["value"]): string {
  if (value === null || value === undefined || value === "") return EMPTY_VALUE;
  if (typeof value === "boolean") return value ? "Oui" : "Non";
  return String(value);
}

function textSection(section: MailSection): string {
  const width = Math.max(...section.rows.map((row) => row.label.length));
  const lines = section.rows.map((row) => `${`${row.label} :`.padEnd(width + 2)} ${displayValue(row.value)}`);
  return [section.title, "-".repeat(section.title.length), ...lines].join("\n");
}

function htmlValue(row: MailRow): string {
  const text = escapeHtml(displayValue(row.value)).replace(/\n/g, "<br />");
  if (row.href && /^https?:\/\//i.test(row.href)) return `<a href="${escapeHtml(row.href)}">${text}</a>`;
  return text;
}

function htmlSection(section: MailSection): string {
  const rows = section.rows
    .map(
      (row) =>
        `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#555;font-weight:normal;white-space:nowrap">${escapeHtml(row.label)}</th>` +
        `<td style="padding:4px 0;vertical-align:top">${htmlValue(row)}</td></tr>`,
    )
    .join("");
  return `<h2 style="font-size:16px;margin:24px 0 8px;color:#1d3b53">${escapeHtml(section.title)}</h2><table style="border-collapse:collapse;font-size:14px">${rows}</table>`;
}

export function renderMail(content: MailContent): RenderedMail {
  const subject = headerSafe(content.subject);
  const textParts = [content.intro, ...content.sections.map(textSection)];
  const htmlParts = [
    `<p style="font-size:14px">${escapeHtml(content.intro)}</p>`,
    ...content.sections.map(htmlSection),
  ];
  if (content.message) {
    textParts.push(`${content.message.label}\n${"-".repeat(content.message.label.length)}\n${content.message.value}`);
    htmlParts.push(
      `<h2 style="font-size:16px;margin:24px 0 8px;color:#1d3b53">${escapeHtml(content.message.label)}</h2>` +
        `<p style="font-size:14px;white-space:pre-wrap">${escapeHtml(content.message.value).replace(/\n/g, "<br />")}</p>`,
    );
  }
  const text = `${textParts.join("\n\n")}\n`;
  const html =
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#222">${htmlParts.join("")}</body></html>`;
  return { subject, text, html };
}
