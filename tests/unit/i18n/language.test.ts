import { describe, expect, it } from "vitest";
import { frenchPath, languageOfPath, languageOfRequest, localPath, pathInLanguage } from "@rli/contract/i18n/language";

describe("language of an address", () => {
  it("reads the prefix, French otherwise", () => {
    expect(languageOfPath("/de")).toBe("de");
    expect(languageOfPath("/de/equipe")).toBe("de");
    expect(languageOfPath("/en/vente/appartement/vevey-1800/a-1")).toBe("en");
    expect(languageOfPath("/de.data")).toBe("de");
    expect(languageOfPath("/")).toBe("fr");
    expect(languageOfPath("/deutsch")).toBe("fr");
    expect(languageOfPath("/equipe/de")).toBe("fr");
    expect(languageOfPath("/fr/equipe")).toBe("fr");
  });

  it("reads a request's language from its path, not its query or host", () => {
    expect(languageOfRequest(new Request("http://localhost/en/contact?lang=de"))).toBe("en");
    expect(languageOfRequest(new Request("http://de.localhost/contact"))).toBe("fr");
    expect(languageOfRequest(new Request("http://localhost/de.data?_data=root"))).toBe("de");
  });

  it("writes a French address in a language, query and fragment kept", () => {
    expect(localPath("/", "de")).toBe("/de");
    expect(localPath("/?page=2", "en")).toBe("/en?page=2");
    expect(localPath("/equipe", "de")).toBe("/de/equipe");
    expect(localPath("/recherche?page=2#liste", "en")).toBe("/en/recherche?page=2#liste");
    expect(localPath("/equipe", "fr")).toBe("/equipe");
  });

  it("leaves external, relative and already prefixed addresses alone", () => {
    expect(localPath("https://example.ch/", "de")).toBe("https://example.ch/");
    expect(localPath("//example.ch/", "de")).toBe("//example.ch/");
    expect(localPath("#contenu", "de")).toBe("#contenu");
    expect(localPath("mailto:info@example.ch", "en")).toBe("mailto:info@example.ch");
    expect(localPath("/de/equipe", "en")).toBe("/de/equipe");
  });

  it("finds the French address and the same page in another language", () => {
    expect(frenchPath("/de")).toBe("/");
    expect(frenchPath("/en/equipe")).toBe("/equipe");
    expect(frenchPath("/equipe")).toBe("/equipe");
    expect(pathInLanguage("/de/blog/un-article", "en")).toBe("/en/blog/un-article");
    expect(pathInLanguage("/en", "fr")).toBe("/");
    expect(pathInLanguage("/", "de")).toBe("/de");
  });
});
