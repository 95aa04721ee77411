import { describe, expect, it } from "vitest";
import { frenchOnPage, frenchWordsOf } from "../../support/french-words";

describe("French left on a German or English page", () => {
  it("finds French sentences and words", () => {
    expect(frenchWordsOf("Veuillez remplir ce champs.")).toHaveLength(1);
    expect(frenchWordsOf("Votre demande a été envoyée pour un bien à Vevey")).toHaveLength(2);
    expect(frenchWordsOf("3 annonces trouvées")).toHaveLength(1);
    expect(frenchWordsOf("Envoyer la demande")).toHaveLength(1);
  });

  it("leaves German, English and proper names alone", () => {
    expect(frenchWordsOf("Wohnung mit Seesicht in der Altstadt")).toEqual([]);
    expect(frenchWordsOf("A bright flat with a garden, close to the station")).toEqual([]);
    expect(frenchWordsOf("Chemin de la Forêt 3, 1870 Monthey")).toEqual([]);
    expect(frenchWordsOf("Rue du Bourg 5 · La Tour-de-Peilz · Vers-l'Église")).toEqual([]);
    expect(frenchWordsOf("info@rhone-leman-immobilier.ch")).toEqual([]);
  });

  it("reads text and spoken attributes, not what is marked French", () => {
    const html =
      '<html lang="de-CH"><head><title>Team</title><meta name="description" content="Notre équipe et vous"></head>' +
      '<body><p>Unser Team</p><img alt="Photo de la façade"><div lang="fr"><p>Un bel appartement avec vue</p></div>' +
      '<script>const t = "pour le test";</script></body></html>';
    const found = frenchOnPage(html);
    expect(found.join(" ")).toContain("Notre équipe et vous");
    expect(found.join(" ")).toContain("Photo de la façade");
    expect(found.join(" ")).not.toContain("bel appartement");
    expect(found.join(" ")).not.toContain("pour le test");
  });
});

describe("a page's title quoting a text marked French", () => {
  it("is read without the quoted words", () => {
    const html =
      '<html lang="de-CH"><head><title>Acheter dans une promotion neuve | Agentur</title></head>' +
      '<body><h1 lang="fr-CH">Acheter dans une promotion neuve</h1></body></html>';
    expect(frenchOnPage(html)).toEqual([]);
    expect(frenchOnPage(html.replace("<h1", "<h1 data-x").replace(' lang="fr-CH"', ""))).not.toEqual([]);
  });
});
