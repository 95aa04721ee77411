import type { SubmissionResult } from "@conform-to/react";
import {
  documentsTooLargeMessage,
  fileMessage,
  filesTooLargeMessage,
  fileTooLargeMessage,
  messages,
  notDeliveredMessage,
  phoneInCountryMessage,
  postalCodeMessage,
  rangeMessage,
  stepMessage,
  tooLongMessage,
  tooManyDocumentsMessage,
  tooManyFilesMessage,
} from "@rli/contract/forms/messages";
import { agency } from "@rli/contract/agency/agency";
import { countriesIn } from "@rli/contract/agency/countries";
import { formatPhone } from "@rli/contract/agency/format";
import {
  postalCodeCountries,
  postalCodeExample,
  postalCodePlaces,
  type PostalCodeCountry,
} from "@rli/contract/forms/postal-code";
import type { Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";
import { tooManyMessages, waitText } from "~/http/send-limit.server";
import type { FormActionData } from "./form-result";

/**
 * The forms' messages in the page's language (decision 114). The schemas and the upstream speak
 * French; the site answers a visitor with the French text as the key, the numbers of a message read
 * back from its French pattern. A message this module does not know (an upstream's own) stays as it
 * came. Server only: the browser receives the messages already written.
 */

const decimal = (value: number) => String(value);

/** A country's name in the forms' list of a language, from its ISO code. */
function countryIn(language: Language, code: string): string {
  return countriesIn(language).find((country) => country.code === code)?.name ?? code;
}

/** "2 Minuten", "30 Sekunden": how long to wait after sending too many messages. */
function waitIn(language: "de" | "en", seconds: number): string {
  const words = {
    de: { second: ["Sekunde", "Sekunden"], minute: ["Minute", "Minuten"] },
    en: { second: ["second", "seconds"], minute: ["minute", "minutes"] },
  }[language];
  if (seconds < 60) return seconds <= 1 ? `1 ${words.second[0]}` : `${seconds} ${words.second[1]}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? `1 ${words.minute[0]}` : `${minutes} ${words.minute[1]}`;
}

export const formMessageTexts = defineTexts({
  fr: {
    ...messages,
    notDelivered: notDeliveredMessage(),
    postalCodeIn: postalCodeMessage,
    phoneIn: phoneInCountryMessage,
    tooLong: tooLongMessage,
    range: rangeMessage,
    step: stepMessage,
    tooManyDocuments: tooManyDocumentsMessage,
    tooManyFiles: tooManyFilesMessage,
    fileTooLarge: fileTooLargeMessage,
    filesTooLarge: filesTooLargeMessage,
    documentsTooLarge: documentsTooLargeMessage,
    tooManyMessages,
    file: fileMessage,
  },
  de: {
    required: "Bitte füllen Sie dieses Feld aus.",
    email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    phone: "Bitte geben Sie eine gültige Telefonnummer (mit Vorwahl) ein.",
    number: "Bitte geben Sie eine gültige Zahl ein.",
    checkbox: "Bitte kreuzen Sie dieses Kästchen an.",
    formHasErrors: "Das Formular enthält Fehler.",
    contactSent: "Ihre Anfrage wurde gesendet!",
    satisfactionSent: "Ihre Meinung wurde gesendet!",
    option: "Bitte wählen Sie eine Option aus der Liste.",
    answerMissing: "Bitte wählen Sie eine Antwort.",
    country: "Bitte wählen Sie ein Land aus der Liste.",
    postalCode: "Bitte geben Sie eine Postleitzahl aus Buchstaben, Ziffern, Leerzeichen oder Bindestrichen ein.",
    integer: "Bitte geben Sie eine ganze Zahl ein.",
    reference: "Diese Referenz ist ungültig.",
    link: "Diese Seitenadresse ist ungültig.",
    visit: "Diese Besichtigung ist nicht bekannt.",
    date: "Bitte geben Sie ein gültiges Datum ein (Tag, Monat, Jahr).",
    adultBirthDate: "Die Person, die das Dossier einreicht, muss volljährig sein.",
    moveInDate: "Bitte wählen Sie ein Einzugsdatum zwischen heute und in zwei Jahren.",
    documentMissing: "Bitte fügen Sie dieses Dokument bei.",
    documentKind: "Diese Datei ist weder ein PDF noch ein JPEG- oder PNG-Foto.",
    documentSize: "Diese Datei ist leer oder zu gross.",
    documentsSize: "Die Dokumente sind zusammen zu gross.",
    documentCount: "Zu viele Dateien für dieses Dokument.",
    documentEncoding: "Diese Datei ist so, wie sie übermittelt wurde, nicht lesbar (ungültiges Base64).",
    documentsBusy:
      "Im Moment treffen viele Dossiers ein: Ihres wurde noch nicht gesendet. Bitte senden Sie es in einer Minute erneut; dieser Versuch wird Ihnen nicht angerechnet.",
    sendFailed:
      "Ihre Nachricht konnte im Moment nicht gesendet werden. Bitte versuchen Sie es in einigen Minuten erneut oder rufen Sie uns an.",
    formTooFast:
      "Dieses Formular wurde sehr kurz nach dem Öffnen gesendet, wie es ein Roboter täte. Prüfen Sie Ihre Angaben und senden Sie es erneut.",
    formExpired: "Dieses Formular wurde vor zu langer Zeit geöffnet. Prüfen Sie Ihre Angaben und senden Sie es erneut.",
    notAForm:
      "Die gesendeten Daten stammen nicht aus einem Formular. Bitte laden Sie die Seite neu und versuchen Sie es nochmals.",
    unreadableForm: "Das gesendete Formular ist unlesbar. Bitte laden Sie die Seite neu und versuchen Sie es nochmals.",
    earlierStepsRefused:
      "Einige Antworten der vorherigen Schritte wurden nicht angenommen: Kehren Sie über die Schritte oben dorthin zurück, um sie zu korrigieren.",
    wizardTooLong:
      "Ihre Antworten sind zu lang, um gespeichert zu werden. Kürzen Sie den Text «Weitere Merkmale» in Schritt 2.",
    notMultipart: "Das Formular muss mit seinen Dateien gesendet werden (multipart/form-data).",
    tooManyFields: "Das Formular hat zu viele Felder.",
    fieldTooLong: "Ein Formularfeld ist zu lang.",
    unreadableUpload: "Das gesendete Formular ist unlesbar.",
    imageUnreadable: "Dieses Bild ist unlesbar oder zu gross.",
    uploadInterrupted: "Das Senden wurde unterbrochen: Prüfen Sie Ihre Verbindung und senden Sie dann erneut.",
    notToLet: "Diese Wohnung wird nicht (mehr) vermietet: Es kann kein Dossier eingereicht werden.",
    notDelivered: `Ihre Nachricht konnte dem Immobilienbüro nicht zugestellt werden. Bitte rufen Sie uns unter ${formatPhone(agency.mainPhone)} an oder schreiben Sie uns an ${agency.email}.`,
    postalCodeIn: (country: PostalCodeCountry) =>
      `Bitte geben Sie eine ${postalCodePlaces.de[country]} gültige Postleitzahl ein (z. B. ${postalCodeExample(country)}).`,
    phoneIn: (country: string, callingCode: string) =>
      `Bitte geben Sie eine für das gewählte Land gültige Telefonnummer (${countryIn("de", country)}, +${callingCode}) oder eine Nummer mit internationaler Vorwahl ein.`,
    tooLong: (max: number) => `Dieses Feld darf höchstens ${max} Zeichen lang sein.`,
    range: (min: number, max: number) => `Bitte geben Sie einen Wert zwischen ${decimal(min)} und ${decimal(max)} ein.`,
    step: (step: number) => `Bitte geben Sie ein Vielfaches von ${decimal(step)} ein.`,
    tooManyDocuments: (max: number) => `Höchstens ${max > 1 ? `${max} Dateien` : "eine Datei"} für dieses Dokument.`,
    tooManyFiles: (max: number) => `Höchstens ${max > 1 ? `${max} Dateien` : "eine Datei"}.`,
    fileTooLarge: (megabytes: number) => `Diese Datei ist grösser als ${decimal(megabytes)} MB.`,
    filesTooLarge: (megabytes: number) => `Die Dateien sind zusammen grösser als ${decimal(megabytes)} MB.`,
    documentsTooLarge: (megabytes: number) => `Die Dokumente sind zusammen grösser als ${decimal(megabytes)} MB.`,
    tooManyMessages: (seconds: number) =>
      `Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in ${waitIn("de", seconds)} erneut oder rufen Sie uns an.`,
    file: (name: string, message: string) => `${name}: ${message}`,
  },
  en: {
    required: "Please fill in this field.",
    email: "Please enter a valid email address.",
    phone: "Please enter a valid phone number (with its dialling code).",
    number: "Please enter a valid number.",
    checkbox: "Please tick this box.",
    formHasErrors: "The form contains errors.",
    contactSent: "Your enquiry has been sent!",
    satisfactionSent: "Your feedback has been sent!",
    option: "Please choose an option from the list.",
    answerMissing: "Please choose an answer.",
    country: "Please choose a country from the list.",
    postalCode: "Please enter a postcode made up of letters, digits, spaces or hyphens.",
    integer: "Please enter a whole number.",
    reference: "This reference is not valid.",
    link: "This page address is not valid.",
    visit: "This viewing is not recognised.",
    date: "Please enter a valid date (day, month, year).",
    adultBirthDate: "The person submitting the application must be 18 or over.",
    moveInDate: "Please choose a moving-in date between today and two years from now.",
    documentMissing: "Please attach this document.",
    documentKind: "This file is neither a PDF nor a JPEG or PNG photo.",
    documentSize: "This file is empty or too large.",
    documentsSize: "The documents are too large altogether.",
    documentCount: "Too many files for this document.",
    documentEncoding: "This file cannot be read as it was sent (invalid base64).",
    documentsBusy:
      "Many applications are arriving just now: yours has not been sent yet. Please send it again in a minute; this try does not count against you.",
    sendFailed: "Your message could not be sent just now. Please try again in a few minutes or give us a call.",
    formTooFast:
      "This form was sent very soon after it was opened, as a robot would. Check your answers and send it again.",
    formExpired: "This form was opened too long ago. Check your answers and send it again.",
    notAForm: "What was sent is not a form. Please reload the page and try again.",
    unreadableForm: "The form sent cannot be read. Please reload the page and try again.",
    earlierStepsRefused:
      "Some answers from the previous steps were not accepted: go back to them with the steps above to correct them.",
    wizardTooLong: "Your answers are too long to be saved. Shorten the text “Other features” in step 2.",
    notMultipart: "The form must be sent with its files (multipart/form-data).",
    tooManyFields: "The form has too many fields.",
    fieldTooLong: "A field of the form is too long.",
    unreadableUpload: "The form sent cannot be read.",
    imageUnreadable: "This image cannot be read or is too large.",
    uploadInterrupted: "The upload was interrupted: check your connection, then send again.",
    notToLet: "This home is not (or no longer) to let: no application can be submitted.",
    notDelivered: `Your message could not be delivered to the agency. Please call us on ${formatPhone(agency.mainPhone)} or write to us at ${agency.email}.`,
    postalCodeIn: (country: PostalCodeCountry) =>
      `Please enter a postcode in the format used ${postalCodePlaces.en[country]} (e.g. ${postalCodeExample(country)}).`,
    phoneIn: (country: string, callingCode: string) =>
      `Please enter a valid phone number for the country chosen (${countryIn("en", country)}, +${callingCode}) or a number with its international dialling code.`,
    tooLong: (max: number) => `This field cannot be longer than ${max} characters.`,
    range: (min: number, max: number) => `Please enter a value between ${decimal(min)} and ${decimal(max)}.`,
    step: (step: number) => `Please enter a multiple of ${decimal(step)}.`,
    tooManyDocuments: (max: number) => `No more than ${max > 1 ? `${max} files` : "one file"} for this document.`,
    tooManyFiles: (max: number) => `No more than ${max > 1 ? `${max} files` : "one file"}.`,
    fileTooLarge: (megabytes: number) => `This file is larger than ${decimal(megabytes)} MB.`,
    filesTooLarge: (megabytes: number) => `The files come to more than ${decimal(megabytes)} MB altogether.`,
    documentsTooLarge: (megabytes: number) => `The documents come to more than ${decimal(megabytes)} MB altogether.`,
    tooManyMessages: (seconds: number) =>
      `You have sent several messages in a short time. Please try again in ${waitIn("en", seconds)} or give us a call.`,
    file: (name: string, message: string) => `${name}: ${message}`,
  },
});

type Texts = (typeof formMessageTexts)[Language];
type FixedKey = keyof typeof messages | "notDelivered";
type NumericKey =
  | "tooLong"
  | "range"
  | "step"
  | "tooManyDocuments"
  | "tooManyFiles"
  | "fileTooLarge"
  | "filesTooLarge"
  | "documentsTooLarge";

const fixed = new Map<string, FixedKey>([
  ...Object.entries(messages).map(([key, text]) => [text, key as FixedKey] as const),
  [formMessageTexts.fr.notDelivered, "notDelivered"],
]);

/** A number as the French messages write it: "20", "0,5", "5000". */
const NUMBER = "(-?\\d+(?:[.,]\\d+)?)";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The French patterns of a message with numbers: the message written with markers, the markers made
 * groups; for a message with one number, also as written for 1 (« 1 fichier » rather than « fichiers »).
 */
function patternsOf(write: (...values: number[]) => string): RegExp[] {
  const markers = Array.from({ length: write.length }, (_, index) => 987650 + index);
  let source = escape(write(...markers));
  for (const marker of markers) source = source.replace(String(marker), NUMBER);
  const patterns = [new RegExp(`^${source}$`)];
  if (write.length === 1) patterns.push(new RegExp(`^${escape(write(1)).replace(/\b1\b/, "(1)")}$`));
  return patterns;
}

const numericKeys: readonly NumericKey[] = [
  "tooLong",
  "range",
  "step",
  "tooManyDocuments",
  "tooManyFiles",
  "fileTooLarge",
  "filesTooLarge",
  "documentsTooLarge",
];

const numeric = numericKeys.flatMap((key) => patternsOf(formMessageTexts.fr[key]).map((pattern) => ({ key, pattern })));

/** The wait of the French "too many messages", read back in seconds. */
const TOO_MANY = new RegExp(
  `^${escape(tooManyMessages(987650)).replace(escape(waitText(987650)), "(\\d+) (secondes?|minutes?)")}$`,
);

const readNumber = (text: string) => Number(text.replace(",", "."));

/** The French message of each country's postcode rule, to its country. */
const postalCodeMessages = new Map<string, PostalCodeCountry>(
  postalCodeCountries.map((country) => [postalCodeMessage(country), country]),
);

/** The French phone message of a country, read back: the country's French name and its calling code. */
const PHONE_IN = new RegExp(
  `^${escape(phoneInCountryMessage("CH", "987650"))
    .replace(escape(countryIn("fr", "CH")), "(.+)")
    .replace("987650", "(\\d{1,3})")}$`,
);

const codeOfFrenchName = new Map(countriesIn("fr").map((country) => [country.name, country.code]));

function translated(message: string, texts: Texts): string | undefined {
  const key = fixed.get(message);
  if (key) return texts[key];
  const postal = postalCodeMessages.get(message);
  if (postal) return texts.postalCodeIn(postal);
  const phone = PHONE_IN.exec(message);
  const phoneCountry = phone ? codeOfFrenchName.get(phone[1]!) : undefined;
  if (phone && phoneCountry) return texts.phoneIn(phoneCountry, phone[2]!);
  for (const { key, pattern } of numeric) {
    const match = pattern.exec(message);
    if (match) return (texts[key] as (...values: number[]) => string)(...match.slice(1).map(readNumber));
  }
  const wait = TOO_MANY.exec(message);
  if (wait) return texts.tooManyMessages(Number(wait[1]) * (wait[2]!.startsWith("minute") ? 60 : 1));
  return undefined;
}

/** A form's message in the page's language; a message the site does not know, as it came. */
export function translateMessage(message: string, language: Language): string {
  if (language === "fr") return message;
  const texts = formMessageTexts[language];
  const whole = translated(message, texts);
  if (whole !== undefined) return whole;
  // "name.pdf : Ce fichier…": a message about one file, after its name (which may hold " : " itself).
  for (let at = message.indexOf(" : "); at >= 0; at = message.indexOf(" : ", at + 1)) {
    const inner = translated(message.slice(at + 3), texts);
    if (inner !== undefined) return texts.file(message.slice(0, at), inner);
  }
  return message;
}

/** conform's reply to a post with each of its messages in the page's language. */
export function translateReply<R extends SubmissionResult<string[]>>(result: R, language: Language): R {
  if (language === "fr" || !result.error) return result;
  const error: Record<string, string[] | null> = {};
  for (const [name, list] of Object.entries(result.error)) {
    error[name] = list ? list.map((message) => translateMessage(message, language)) : list;
  }
  return { ...result, error };
}

/** A form's answer drawn in French (conform's reply and its toast) with every message in the page's language. */
export function translateAnswer(answer: FormActionData, language: Language): FormActionData {
  if (language === "fr") return answer;
  const toast = answer.toast && { ...answer.toast, message: translateMessage(answer.toast.message, language) };
  return { result: translateReply(answer.result, language), ...(toast ? { toast } : {}) };
}
