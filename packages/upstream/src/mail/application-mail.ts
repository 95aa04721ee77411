import { countryName } from "@rli/contract/agency/countries";
import { formatChf, formatDate } from "@rli/contract/agency/format";
import type { ApplicationRequest } from "@rli/contract/forms/application";
import { applicationDocuments } from "@rli/contract/forms/application-choices";
import { documentKind, documentTypes } from "@rli/contract/forms/documents";
import { headerSafe, renderMail, visitorLanguageRow, type MailRow, type MailSection } from "./compose";
import { listingSection, listingSubject, type ListingContext } from "./listing-context";
import type { OutgoingMail } from "./mailer.server";

/**
 * A rental application as one e-mail to the brokers: the listing, the applicant and the household
 * as labelled tables (text and HTML), the documents attached, the subject naming the listing's
 * reference. Nothing of it is kept by the site once sent (product §12).
 */

function rows(entries: [string, MailRow["value"]][]): MailRow[] {
  return entries.map(([label, value]) => ({ label, value }));
}

function country(code: string): string {
  const name = countryName(code);
  return name ? `${name} (${code})` : code;
}

export function applicationMail(request: ApplicationRequest, listing: ListingContext): OutgoingMail {
  const applicant = headerSafe(`${request.name} ${request.lastName}`);
  const labels = new Map<string, string>(applicationDocuments.map((document) => [document.field, document.label]));
  const documents = request.documents.map((document) => {
    const content = Buffer.from(document.content, "base64");
    const kind = documentKind(content.subarray(0, 16))!;
    return { label: labels.get(document.field) ?? document.field, filename: document.name, kind, content };
  });
  const sections: MailSection[] = [
    listingSection(listing),
    {
      title: "Candidat",
      rows: rows([
        ["Civilité", request.preferredTitle],
        ["Prénom", request.name],
        ["Nom", request.lastName],
        ["Date de naissance", formatDate(request.birthDate)],
        ["Nationalité", country(request.nationality)],
        ["Séjour", request.permit],
        ["Adresse", request.address],
        ["NPA et localité", `${request.postalCode} ${request.city}`],
        ["Pays", country(request.country)],
        ["Téléphone", request.phone],
        ["E-mail", request.email],
      ]),
    },
    {
      title: "Situation et ménage",
      rows: rows([
        ["Profession", request.profession],
        ["Employeur", request.employer],
        ["Revenu annuel brut", formatChf(request.income)],
        ["Adultes", request.adults],
        ["Enfants", request.children],
        ["Animaux", request.pets],
        ["Instrument de musique", request.instrument],
        ["Entrée souhaitée", formatDate(request.moveIn)],
        ["Bailleur actuel", request.landlord],
        ["Téléphone du bailleur", request.landlordPhone],
        ["Conditions et confidentialité acceptées", request.rgpd],
      ]).concat(visitorLanguageRow(request.language)),
    },
    {
      title: "Documents joints",
      rows:
        documents.length > 0
          ? documents.map((document) => ({
              label: document.label,
              value: `${document.filename} (${Math.max(1, Math.round(document.content.length / 1024))} Ko)`,
            }))
          : [{ label: "Documents", value: "aucun" }],
    },
  ];
  return {
    ...renderMail({
      subject: `Dossier de candidature – ${listingSubject(listing)} – ${applicant}`,
      intro: `${applicant} dépose un dossier de candidature pour ce logement depuis le site.`,
      sections,
      ...(request.message ? { message: { label: "Message", value: request.message } } : {}),
    }),
    replyTo: { name: applicant, address: request.email },
    attachments: documents.map((document) => ({
      filename: document.filename,
      contentType: documentTypes[document.kind],
      content: document.content,
    })),
  };
}
