import { countryName } from "@rli/contract/agency/countries";
import { formatHalf } from "@rli/contract/agency/format";
import type { ContactRequest } from "@rli/contract/forms/contact";
import type { SatisfactionSurvey } from "@rli/contract/forms/satisfaction";
import type { ValuationRequest } from "@rli/contract/forms/valuation";
import type { Language } from "@rli/contract/i18n/language";
import { headerSafe, renderMail, visitorLanguageRow, type MailRow, type MailSection } from "./compose";
import { listingSection, listingSubject, type ListingContext } from "./listing-context";
import type { OutgoingMail } from "./mailer.server";

/** The e-mails of the three forms (product §3), every field labelled in French. */

function fullName(first: string | undefined, last: string | undefined): string {
  return headerSafe([first, last].filter(Boolean).join(" "));
}

/** "Suisse (CH)"; a code the agency does not know as it was sent. */
function countryWithCode(code: ContactRequest["country"]) {
  const name = countryName(code);
  return name ? `${name} (${code})` : code;
}

/** A field of a form in its e-mail: its label, and the name of its value or how the value is written. */
type Field<Form> = readonly [label: string, value: keyof Form | ((form: Form) => MailRow["value"])];

function fieldSection<Form>(form: Form, title: string, fields: readonly Field<Form>[]): MailSection {
  return {
    title,
    rows: fields.map(([label, value]) => ({
      label,
      value: typeof value === "function" ? value(form) : (form[value] as MailRow["value"]),
    })),
  };
}

/** The language the visitor used, as a field of a form's section. */
function languageField<Form extends { language?: Language | undefined }>(): Field<Form> {
  return [visitorLanguageRow(undefined).label, (form) => visitorLanguageRow(form.language).value];
}

function replyTo(email: string | undefined, first: string | undefined, last: string | undefined) {
  return email ? { name: fullName(first, last), address: email } : undefined;
}

export function contactMail(
  request: ContactRequest,
  listing: ListingContext | undefined,
  visit?: string,
): OutgoingMail {
  const sender = fullName(request.name, request.lastName);
  const sections: MailSection[] = [];
  if (listing) sections.push(listingSection(listing));
  if (visit) sections.push({ title: "Visite", rows: [{ label: "Visite demandée", value: visit }] });
  sections.push(
    fieldSection(request, "Coordonnées", [
      ["Civilité", "preferredTitle"],
      ["Prénom", "name"],
      ["Nom", "lastName"],
      ["E-mail", "email"],
      ["Téléphone", "phone"],
      ["Adresse", "address"],
      ["NPA", "postalCode"],
      ["Localité", "city"],
      ["Pays", ({ country }) => countryWithCode(country)],
    ]),
  );
  sections.push({
    title: "Envoi",
    rows: [
      { label: "Page d'origine", value: request.link, href: request.link },
      { label: "Conditions et confidentialité acceptées", value: request.rgpd },
      visitorLanguageRow(request.language),
    ],
  });
  const kind = visit ? "Demande de visite" : "Demande de contact";
  const subject = listing ? `${kind} – ${listingSubject(listing)}` : `${kind} – ${sender}`;
  return {
    ...renderMail({
      subject,
      intro: visit
        ? `${sender} s'inscrit à une visite depuis le site.`
        : `${sender} a envoyé une demande de contact depuis le site.`,
      sections,
      message: { label: "Message", value: request.message },
    }),
    replyTo: replyTo(request.email, request.name, request.lastName),
  };
}

export function valuationMail(request: ValuationRequest): OutgoingMail {
  const sender = fullName(request.name, request.lastName);
  return {
    ...renderMail({
      subject: `Demande d'estimation – ${request.type} à ${request.postalCode} ${request.city}`,
      intro: `${sender} demande une estimation gratuite de son bien.`,
      sections: [
        fieldSection(request, "Informations et état", [
          ["Type de bien", "type"],
          ["Surface habitable", ({ livingArea }) => `${livingArea} m²`],
          ["Surface du terrain", ({ terrainArea }) => `${terrainArea} m²`],
          ["Nombre de pièces", ({ rooms }) => formatHalf(rooms)],
          ["Salles de bain", "bathrooms"],
          ["Année de construction", "constructionYear"],
          ["État", "state"],
        ]),
        fieldSection(request, "Informations complémentaires", [
          ["Garage", "garage"],
          ["Place de parc", "parkingSpot"],
          ["Autres caractéristiques", "additionalCharacteristics"],
        ]),
        fieldSection(request, "Localisation", [
          ["Adresse", "address"],
          ["NPA", "postalCode"],
          ["Localité", "city"],
        ]),
        fieldSection(request, "Contact", [
          ["Civilité", "title"],
          ["Prénom", "name"],
          ["Nom", "lastName"],
          ["Téléphone", "phone"],
          ["E-mail", "email"],
          ["Motif", "motive"],
          ["Conditions et confidentialité acceptées", "rgpd"],
          languageField(),
        ]),
      ],
    }),
    replyTo: replyTo(request.email, request.name, request.lastName),
  };
}

export function satisfactionMail(survey: SatisfactionSurvey): OutgoingMail {
  const sender = fullName(survey.name, survey.lastName) || "Un client anonyme";
  return {
    ...renderMail({
      subject: `Formulaire de satisfaction – ${survey.globalSatisfaction}`,
      intro: `${sender} a répondu au formulaire de satisfaction.`,
      sections: [
        fieldSection(survey, "Évaluation", [
          ["Type de bien", "type"],
          ["Satisfaction globale", "globalSatisfaction"],
          ["Communication avec le courtier", "communicationWithAgent"],
          ["Compétences du courtier", "agentSkills"],
          ["Supports marketing", "marketingSupportsSatisfaction"],
          ["Recommanderait l'agence", "wouldYouRecommend"],
        ]),
        fieldSection(survey, "Coordonnées", [
          ["Prénom", "name"],
          ["Nom", "lastName"],
          ["E-mail", "emailAdress"],
          ["Téléphone", "phoneNumber"],
          ["Conditions et confidentialité acceptées", "rgpd"],
          languageField(),
        ]),
      ],
      message: { label: "Commentaire", value: survey.description },
    }),
    replyTo: replyTo(survey.emailAdress, survey.name, survey.lastName),
  };
}
