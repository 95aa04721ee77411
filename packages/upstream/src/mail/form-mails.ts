import { countryName } from "@rli/contract/agency/countries";
import { formatHalf } from "@rli/contract/agency/format";
import type { ContactRequest } from "@rli/contract/forms/contact";
import type { SatisfactionSurvey } from "@rli/contract/forms/satisfaction";
import type { ValuationRequest } from "@rli/contract/forms/valuation";
import { headerSafe, renderMail, type MailSection } from "./compose";
import { listingSection, listingSubject, type ListingContext } from "./listing-context";
import type { OutgoingMail } from "./mailer.server";

/** The e-mails of the three forms (product §3), every field labelled in French. */

function fullName(first: string | undefined, last: string | undefined): string {
  return headerSafe([first, last].filter(Boolean).join(" "));
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
  const country = countryName(request.country);
  const sections: MailSection[] = [];
  if (listing) sections.push(listingSection(listing));
  if (visit) sections.push({ title: "Visite", rows: [{ label: "Visite demandée", value: visit }] });
  sections.push({
    title: "Coordonnées",
    rows: [
      { label: "Civilité", value: request.preferredTitle },
      { label: "Prénom", value: request.name },
      { label: "Nom", value: request.lastName },
      { label: "E-mail", value: request.email },
      { label: "Téléphone", value: request.phone },
      { label: "Adresse", value: request.address },
      { label: "NPA", value: request.postalCode },
      { label: "Localité", value: request.city },
      { label: "Pays", value: country ? `${country} (${request.country})` : request.country },
    ],
  });
  sections.push({
    title: "Envoi",
    rows: [
      { label: "Page d'origine", value: request.link, href: request.link },
      { label: "Conditions et confidentialité acceptées", value: request.rgpd },
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
        {
          title: "Informations et état",
          rows: [
            { label: "Type de bien", value: request.type },
            { label: "Surface habitable", value: `${request.livingArea} m²` },
            { label: "Surface du terrain", value: `${request.terrainArea} m²` },
            { label: "Nombre de pièces", value: formatHalf(request.rooms) },
            { label: "Salles de bain", value: request.bathrooms },
            { label: "Année de construction", value: request.constructionYear },
            { label: "État", value: request.state },
          ],
        },
        {
          title: "Informations complémentaires",
          rows: [
            { label: "Garage", value: request.garage },
            { label: "Place de parc", value: request.parkingSpot },
            { label: "Autres caractéristiques", value: request.additionalCharacteristics },
          ],
        },
        {
          title: "Localisation",
          rows: [
            { label: "Adresse", value: request.address },
            { label: "NPA", value: request.postalCode },
            { label: "Localité", value: request.city },
          ],
        },
        {
          title: "Contact",
          rows: [
            { label: "Civilité", value: request.title },
            { label: "Prénom", value: request.name },
            { label: "Nom", value: request.lastName },
            { label: "Téléphone", value: request.phone },
            { label: "E-mail", value: request.email },
            { label: "Motif", value: request.motive },
            { label: "Conditions et confidentialité acceptées", value: request.rgpd },
          ],
        },
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
        {
          title: "Évaluation",
          rows: [
            { label: "Type de bien", value: survey.type },
            { label: "Satisfaction globale", value: survey.globalSatisfaction },
            { label: "Communication avec le courtier", value: survey.communicationWithAgent },
            { label: "Compétences du courtier", value: survey.agentSkills },
            { label: "Supports marketing", value: survey.marketingSupportsSatisfaction },
            { label: "Recommanderait l'agence", value: survey.wouldYouRecommend },
          ],
        },
        {
          title: "Coordonnées",
          rows: [
            { label: "Prénom", value: survey.name },
            { label: "Nom", value: survey.lastName },
            { label: "E-mail", value: survey.emailAdress },
            { label: "Téléphone", value: survey.phoneNumber },
            { label: "Conditions et confidentialité acceptées", value: survey.rgpd },
          ],
        },
      ],
      message: { label: "Commentaire", value: survey.description },
    }),
    replyTo: replyTo(survey.emailAdress, survey.name, survey.lastName),
  };
}
