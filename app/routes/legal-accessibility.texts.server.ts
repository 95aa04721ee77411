import { agency } from "@rli/contract/agency/agency";
import { formatPhone, phoneHref } from "@rli/contract/agency/format";
import { defineTexts } from "@rli/contract/i18n/texts";

const mail = `[${agency.email}](mailto:${agency.email})`;
const [monthey, vevey] = agency.offices.map((office) => `[${formatPhone(office.phone)}](${phoneHref(office.phone)})`);

/**
 * The accessibility statement in each language: the standard aimed at, how the site is checked, what
 * does not meet it yet, and whom to tell. The German and English texts translate the French one, which
 * prevails. What it lists as not yet accessible must be kept true as the site changes (decision 170).
 */
export const accessibilityTexts = defineTexts({
  fr: {
    title: "Déclaration d'accessibilité",
    description: `Ce que ${agency.name} fait pour que son site soit utilisable par chacun : la norme visée (WCAG 2.2 AA), nos contrôles, les limites connues et à qui les signaler.`,
    intro: [
      `${agency.name} veut que son site soit utilisable par chacun, au clavier, avec un lecteur d'écran, un fort agrandissement, un thème à contrastes élevés ou sans scripts. Cette déclaration dit ce que nous visons, comment nous le vérifions et ce qui n'y répond pas encore.`,
    ],
    sections: {
      norme: {
        title: "Norme visée",
        blocks: [
          "Nous visons le niveau AA des Règles pour l'accessibilité des contenus Web (WCAG) 2.2 du W3C. C'est aussi ce que demandent la norme suisse eCH-0059 et, pour le Web, la norme européenne EN 301 549.",
          "Le site est **partiellement conforme** à ce niveau : les points de la section « Ce qui n'est pas encore accessible » n'y répondent pas encore.",
        ],
      },
      controles: {
        title: "Comment nous le vérifions",
        blocks: [
          {
            list: [
              "Chaque type de page et chacun de ses états (formulaire refusé, fenêtre ouverte, écran d'erreur) est contrôlé par l'outil axe à chaque nouvelle version du site, avec et sans scripts ; les pages principales le sont aussi en allemand et en anglais.",
              "Toutes les pages en français, et chaque sorte de page en allemand et en anglais, passent le validateur HTML du W3C (Nu HTML Checker).",
              "Des tests automatiques parcourent les pages principales au clavier, dans une fenêtre de 320 pixels de large (un agrandissement de 400 %), avec un thème à contrastes élevés et avec l'espacement du texte du critère 1.4.12, et vérifient que l'élément qui a le focus n'est jamais caché.",
              "Un lecteur d'écran virtuel lit, du début à la fin, la recherche de la page d'accueil, une annonce, la fenêtre de contact, une étape de l'estimation et le dossier de candidature, et vérifie que chaque élément est annoncé avec son nom, son état et, après un envoi incomplet, son erreur.",
              "Un audit selon les WCAG 2.2 AA a été mené en 2026 ; chacune de ses corrections est vérifiée par un de ces tests.",
            ],
          },
        ],
      },
      limites: {
        title: "Ce qui n'est pas encore accessible",
        blocks: [
          {
            list: [
              "Les descriptions des biens et les articles du blog sont rédigés en français uniquement ; sur les pages en allemand et en anglais, ils sont signalés comme textes en français.",
              "Les fiches PDF des biens ne sont pas balisées pour les lecteurs d'écran ; toutes leurs informations figurent aussi sur la page du bien.",
              "Le texte alternatif des photos d'un bien donne le titre de l'annonce et le numéro de la photo, et non ce qu'elle montre.",
            ],
          },
        ],
      },
      signaler: {
        title: "Un obstacle ? Dites-le-nous",
        blocks: [
          "Si une page, un formulaire ou un document vous pose problème, dites-nous lequel et ce que vous cherchiez à faire : nous vous répondrons et, si nécessaire, vous donnerons l'information sous une autre forme.",
          `Écrivez-nous à ${mail} ou appelez-nous au ${monthey} (Monthey) ou au ${vevey} (Vevey).`,
        ],
      },
    },
  },
  de: {
    title: "Erklärung zur Barrierefreiheit",
    description: `Was ${agency.name} tut, damit alle ihre Website nutzen können: die angestrebte Norm (WCAG 2.2 AA), unsere Prüfungen, die bekannten Grenzen und wem Sie diese melden.`,
    intro: [
      `${agency.name} möchte, dass alle ihre Website nutzen können: mit der Tastatur, mit einem Screenreader, mit starker Vergrösserung, mit einem Kontrastmodus oder ohne Skripte. Diese Erklärung sagt, was wir anstreben, wie wir es prüfen und was die Anforderungen noch nicht erfüllt.`,
    ],
    sections: {
      norme: {
        title: "Angestrebte Norm",
        blocks: [
          "Wir streben die Konformitätsstufe AA der Richtlinien für barrierefreie Webinhalte (WCAG) 2.2 des W3C an. Dasselbe verlangen der Schweizer Standard eCH-0059 und, für das Web, die europäische Norm EN 301 549.",
          "Die Website ist mit dieser Stufe **teilweise konform**: Die Punkte im Abschnitt «Was noch nicht barrierefrei ist» erfüllen sie noch nicht.",
        ],
      },
      controles: {
        title: "Wie wir es prüfen",
        blocks: [
          {
            list: [
              "Jede Art von Seite und jeder ihrer Zustände (abgelehntes Formular, geöffnetes Fenster, Fehlerseite) wird bei jeder neuen Version der Website mit dem Werkzeug axe geprüft, mit und ohne Skripte; die wichtigsten Seiten auch auf Deutsch und Englisch.",
              "Alle französischen Seiten und jede Art von Seite auf Deutsch und Englisch bestehen den HTML-Validator des W3C (Nu HTML Checker).",
              "Automatische Tests gehen die wichtigsten Seiten mit der Tastatur durch, in einem 320 Pixel breiten Fenster (eine Vergrösserung auf 400 %), mit einem Kontrastmodus und mit den Textabständen des Erfolgskriteriums 1.4.12, und prüfen, dass das Element mit dem Fokus nie verdeckt ist.",
              "Ein virtueller Screenreader liest die Suche der Startseite, ein Inserat, das Kontaktfenster, einen Schritt der Bewertung und das Bewerbungsdossier von Anfang bis Ende vor und prüft, dass jedes Element mit seinem Namen, seinem Zustand und nach einer unvollständigen Sendung mit seinem Fehler angesagt wird.",
              "2026 wurde eine Prüfung nach WCAG 2.2 AA durchgeführt; jede ihrer Korrekturen wird durch einen dieser Tests überprüft.",
            ],
          },
        ],
      },
      limites: {
        title: "Was noch nicht barrierefrei ist",
        blocks: [
          {
            list: [
              "Die Beschreibungen der Objekte und die Blogartikel sind nur auf Französisch verfasst; auf den deutschen und englischen Seiten sind sie als französische Texte ausgezeichnet.",
              "Die PDF-Objektblätter sind für Screenreader nicht getaggt; alle ihre Angaben stehen auch auf der Seite des Objekts.",
              "Der Alternativtext der Fotos eines Objekts nennt den Titel des Inserats und die Nummer des Fotos, nicht aber, was es zeigt.",
            ],
          },
        ],
      },
      signaler: {
        title: "Ein Hindernis? Sagen Sie es uns",
        blocks: [
          "Wenn Ihnen eine Seite, ein Formular oder ein Dokument Schwierigkeiten bereitet, sagen Sie uns, welches und was Sie tun wollten: Wir antworten Ihnen und geben Ihnen die Information bei Bedarf in einer anderen Form.",
          `Schreiben Sie uns an ${mail} oder rufen Sie uns an unter ${monthey} (Monthey) oder ${vevey} (Vevey).`,
        ],
      },
    },
  },
  en: {
    title: "Accessibility statement",
    description: `What ${agency.name} does so that everyone can use its website: the standard we aim for (WCAG 2.2 AA), how we check it, the known limitations and whom to tell.`,
    intro: [
      `${agency.name} wants everyone to be able to use its website: with a keyboard, a screen reader, strong magnification, a high-contrast theme or without scripts. This statement says what we aim for, how we check it and what does not meet it yet.`,
    ],
    sections: {
      norme: {
        title: "The standard we aim for",
        blocks: [
          "We aim for level AA of the W3C's Web Content Accessibility Guidelines (WCAG) 2.2. This is also what the Swiss standard eCH-0059 and, for the web, the European standard EN 301 549 require.",
          "The website is **partially conformant** with that level: the points in the section “What is not accessible yet” do not meet it yet.",
        ],
      },
      controles: {
        title: "How we check it",
        blocks: [
          {
            list: [
              "Every kind of page and each of its states (a refused form, an open window, the error page) is checked with the axe tool for every new version of the website, with and without scripts; the main pages in German and English too.",
              "Every French page, and every kind of page in German and English, passes the W3C's HTML validator (Nu HTML Checker).",
              "Automated tests go through the main pages with the keyboard, in a window 320 pixels wide (400% magnification), with a high-contrast theme and with the text spacing of success criterion 1.4.12, and check that the element with focus is never hidden.",
              "A virtual screen reader reads the home page's search, a listing, the contact window, a step of the valuation and the rental application from start to end, and checks that each element is announced with its name, its state and, after an incomplete submission, its error.",
              "An audit against WCAG 2.2 AA was carried out in 2026; each of its fixes is checked by one of these tests.",
            ],
          },
        ],
      },
      limites: {
        title: "What is not accessible yet",
        blocks: [
          {
            list: [
              "Property descriptions and blog posts are written in French only; on the German and English pages they are marked as French text.",
              "The PDF property sheets are not tagged for screen readers; all their information is also on the property's page.",
              "The alternative text of a property's photos gives the listing's title and the photo's number, not what it shows.",
            ],
          },
        ],
      },
      signaler: {
        title: "Found a barrier? Tell us",
        blocks: [
          "If a page, a form or a document gives you trouble, tell us which one and what you were trying to do: we will answer and, if needed, give you the information in another form.",
          `Write to us at ${mail} or call us on ${monthey} (Monthey) or ${vevey} (Vevey).`,
        ],
      },
    },
  },
});
