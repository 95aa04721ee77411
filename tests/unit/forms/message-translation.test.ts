import { describe, expect, it } from "vitest";
import {
  documentsTooLargeMessage,
  fileMessage,
  filesTooLargeMessage,
  fileTooLargeMessage,
  messages,
  phoneInCountryMessage,
  postalCodeMessage,
  rangeMessage,
  stepMessage,
  tooLongMessage,
  tooManyDocumentsMessage,
  tooManyFilesMessage,
} from "@rli/contract/forms/messages";
import { contactFields, contactSchema } from "@rli/contract/forms/contact";
import { countries } from "@rli/contract/agency/countries";
import { postalCodeCountries } from "@rli/contract/forms/postal-code";
import { valuationStep1Schema } from "@rli/contract/forms/valuation";
import { formMessageTexts, translateMessage, translateReply } from "~/forms/form-messages.server";
import { tooManyMessages } from "~/http/send-limit.server";

/** The forms' messages answered in the page's language, the French text being the key (decision 114). */
describe("translateMessage", () => {
  it("has a German and an English text for every message of messages.ts, none left in French", () => {
    for (const [key, french] of Object.entries(messages)) {
      for (const language of ["de", "en"] as const) {
        const text = translateMessage(french, language);
        expect(text, `${language} ${key}`).toBe(formMessageTexts[language][key as keyof typeof messages]);
        expect(text, `${language} ${key}`).not.toBe(french);
      }
    }
  });

  it("keeps French as it is", () => {
    expect(translateMessage(messages.required, "fr")).toBe(messages.required);
    expect(translateMessage(tooLongMessage(200), "fr")).toBe("Ce champ ne peut pas dépasser 200 caractères.");
  });

  it("reads the numbers of a parameterised message back from its French pattern", () => {
    expect(translateMessage(tooLongMessage(200), "de")).toBe("Dieses Feld darf höchstens 200 Zeichen lang sein.");
    expect(translateMessage(tooLongMessage(5000), "en")).toBe("This field cannot be longer than 5000 characters.");
    expect(translateMessage(rangeMessage(1850, 2026), "de")).toBe(
      "Bitte geben Sie einen Wert zwischen 1850 und 2026 ein.",
    );
    expect(translateMessage(rangeMessage(0.5, 20), "en")).toBe("Please enter a value between 0.5 and 20.");
    expect(translateMessage(stepMessage(0.5), "de")).toBe("Bitte geben Sie ein Vielfaches von 0.5 ein.");
    expect(translateMessage(tooManyDocumentsMessage(3), "en")).toBe("No more than 3 files for this document.");
    expect(translateMessage(tooManyFilesMessage(6), "de")).toBe("Höchstens 6 Dateien.");
    expect(translateMessage(fileTooLargeMessage(5), "en")).toBe("This file is larger than 5 MB.");
    expect(translateMessage(fileTooLargeMessage(2.5), "de")).toBe("Diese Datei ist grösser als 2.5 MB.");
    expect(translateMessage(filesTooLargeMessage(20), "de")).toBe("Die Dateien sind zusammen grösser als 20 MB.");
    expect(translateMessage(documentsTooLargeMessage(20), "en")).toBe(
      "The documents come to more than 20 MB altogether.",
    );
  });

  it("writes one file in the singular, in each language", () => {
    expect(tooManyDocumentsMessage(1)).toBe("1 fichier au plus pour ce document.");
    expect(tooManyFilesMessage(1)).toBe("1 fichier au plus.");
    expect(translateMessage(tooManyDocumentsMessage(1), "de")).toBe("Höchstens eine Datei für dieses Dokument.");
    expect(translateMessage(tooManyDocumentsMessage(1), "en")).toBe("No more than one file for this document.");
    expect(translateMessage(tooManyFilesMessage(1), "en")).toBe("No more than one file.");
    expect(translateMessage(tooManyFilesMessage(2), "de")).toBe("Höchstens 2 Dateien.");
  });

  it("has every parameterised message in German and English", () => {
    const french = [
      tooLongMessage(7),
      rangeMessage(3, 11),
      stepMessage(3),
      tooManyDocumentsMessage(3),
      tooManyFilesMessage(3),
      fileTooLargeMessage(3),
      filesTooLargeMessage(3),
      documentsTooLargeMessage(3),
      tooManyMessages(30),
      tooManyMessages(600),
      tooManyMessages(1),
      tooManyMessages(60),
    ];
    for (const text of french) {
      for (const language of ["de", "en"] as const) {
        const translated = translateMessage(text, language);
        expect(translated, `${language}: ${text}`).not.toBe(text);
        expect(translated, `${language}: ${text}`).toMatch(/\d/);
      }
    }
  });

  it("says how long to wait in the language", () => {
    expect(translateMessage(tooManyMessages(600), "de")).toContain("in 10 Minuten erneut");
    expect(translateMessage(tooManyMessages(30), "en")).toContain("try again in 30 seconds");
    expect(translateMessage(tooManyMessages(1), "en")).toContain("try again in 1 second ");
    expect(translateMessage(tooManyMessages(45 * 60), "en")).toContain("45 minutes");
  });

  it("translates a message about a file after its name, whatever the name holds", () => {
    expect(translateMessage(fileMessage("fiche.pdf", messages.documentKind), "de")).toBe(
      "fiche.pdf: Diese Datei ist weder ein PDF noch ein JPEG- oder PNG-Foto.",
    );
    expect(translateMessage(fileMessage("a : b.pdf", fileTooLargeMessage(5)), "en")).toBe(
      "a : b.pdf: This file is larger than 5 MB.",
    );
  });

  it("names the country of a postcode rule in the page's language (decision 141)", () => {
    expect(translateMessage(postalCodeMessage("GB"), "en")).toBe(
      "Please enter a postcode in the format used in the United Kingdom (e.g. SW1A 2AA).",
    );
    expect(translateMessage(postalCodeMessage("GB"), "de")).toBe(
      "Bitte geben Sie eine im Vereinigten Königreich gültige Postleitzahl ein (z. B. SW1A 2AA).",
    );
    expect(translateMessage(postalCodeMessage("CH"), "de")).toBe(
      "Bitte geben Sie eine in der Schweiz gültige Postleitzahl ein (z. B. 1870).",
    );
    expect(translateMessage(postalCodeMessage("NL"), "en")).toBe(
      "Please enter a postcode in the format used in the Netherlands (e.g. 1012 AB).",
    );
    for (const country of postalCodeCountries) {
      for (const language of ["de", "en"] as const) {
        const text = translateMessage(postalCodeMessage(country), language);
        expect(text, `${language} ${country}`).toBe(formMessageTexts[language].postalCodeIn(country));
        expect(text, `${language} ${country}`).not.toMatch(/ :|code postal|valable/);
      }
    }
  });

  it("names the country chosen for a phone number and its calling code, whichever country it is", () => {
    expect(translateMessage(phoneInCountryMessage("GB", "44"), "en")).toBe(
      "Please enter a valid phone number for the country chosen (United Kingdom, +44) or a number with its international dialling code.",
    );
    expect(translateMessage(phoneInCountryMessage("DE", "49"), "de")).toBe(
      "Bitte geben Sie eine für das gewählte Land gültige Telefonnummer (Deutschland, +49) oder eine Nummer mit internationaler Vorwahl ein.",
    );
    expect(translateMessage(phoneInCountryMessage("MM", "95"), "en")).toContain("(Myanmar (Burma), +95)");
    for (const { code } of countries) {
      for (const language of ["de", "en"] as const) {
        const text = translateMessage(phoneInCountryMessage(code, "1"), language);
        expect(text, `${language} ${code}`).toBe(formMessageTexts[language].phoneIn(code, "1"));
      }
    }
  });

  it("leaves a message it does not know as it came", () => {
    expect(translateMessage("Message propre à l'API.", "de")).toBe("Message propre à l'API.");
    expect(translateMessage("x : y", "en")).toBe("x : y");
  });

  it("translates every message of a form's reply, the form's own included", () => {
    const result = {
      status: "error" as const,
      initialValue: {},
      error: { "": [messages.sendFailed], email: [messages.email], rgpd: null },
    };
    expect(translateReply(result, "en").error).toEqual({
      "": [formMessageTexts.en.sendFailed],
      email: ["Please enter a valid email address."],
      rgpd: null,
    });
    expect(translateReply(result, "fr")).toBe(result);
  });

  it("knows every message the schemas give", () => {
    const seen = new Set<string>();
    const collect = (
      schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
      value: unknown,
    ) => {
      const parsed = schema.safeParse(value);
      for (const issue of parsed.error?.issues ?? []) seen.add(issue.message);
    };
    collect(contactSchema, {});
    collect(contactSchema, {
      ...Object.fromEntries(Object.keys(contactFields.shape).map((key) => [key, "x".repeat(6000)])),
    });
    collect(valuationStep1Schema, { livingArea: "10", rooms: "2.3", bathrooms: "abc", constructionYear: "3000" });
    expect(seen.size).toBeGreaterThan(5);
    for (const message of seen) {
      expect(translateMessage(message, "de"), message).not.toBe(message);
      expect(translateMessage(message, "en"), message).not.toBe(message);
    }
  });
});
