import { agency } from "@rli/contract/agency/agency";
import { defineTexts } from "@rli/contract/i18n/texts";
import { PUBLISHED_MAIL_RETENTION_DAYS as DAYS } from "~/components/forms/FormPrivacyNote";
import { seat } from "~/components/legal/AgencyAddress";

const mail = `[${agency.email}](mailto:${agency.email})`;

/**
 * The privacy policy in each language (product §2.15), under the revised Federal Act on Data
 * Protection, section by section as the page numbers them; the German and English texts translate
 * the French one, which prevails.
 */
export const privacyTexts = defineTexts({
  fr: {
    title: "Politique de confidentialité",
    description: `Comment ${agency.name} traite les données de ses formulaires de contact, d'estimation, de satisfaction et de candidature à une location selon la loi suisse sur la protection des données (nLPD), et quels sont vos droits.`,
    intro: [
      `La présente politique explique quelles données personnelles ${agency.name} traite lorsque vous consultez ce site ou nous envoyez un formulaire (demande de contact, demande d'estimation, questionnaire de satisfaction, dossier de candidature pour une location), pourquoi, qui les reçoit et quels sont vos droits. Elle se fonde sur la loi fédérale sur la protection des données (LPD) révisée, en vigueur depuis le 1^er^ septembre 2023, et sur son ordonnance (OPDo).`,
    ],
    sections: {
      responsable: {
        title: "Responsable du traitement et contact",
        blocks: [
          "Le responsable du traitement de vos données personnelles est :",
          { address: true },
          `Pour toute question sur vos données ou pour exercer vos droits, écrivez-nous à ${mail} ou par courrier à notre siège de ${seat.town}. Notre agence de Vevey vous renseigne aussi volontiers et nous transmet votre demande.`,
        ],
      },
      "donnees-collectees": {
        title: "Données collectées et finalités",
        blocks: [
          "Vous pouvez consulter le site sans nous communiquer de données personnelles. Nous n'en recevons que lorsque vous remplissez l'un de nos formulaires ; chaque formulaire signale les champs obligatoires. Nous traitons ces données uniquement dans le but indiqué ci-dessous.",
          { h3: "Demande de contact et demande de dossier sur un bien" },
          "Données : formule d'appel, prénom, nom, adresse e-mail, numéro de téléphone (facultatif), adresse, numéro postal, localité, pays, votre message, l'adresse de la page depuis laquelle vous écrivez et, le cas échéant, la référence du bien concerné.",
          "Finalité : répondre à votre question, vous envoyer la documentation d'un bien ou organiser une visite. L'adresse de la page et la référence nous indiquent de quel bien vous parlez.",
          { h3: "Demande d'estimation" },
          "Données : les caractéristiques du bien (type, surface habitable, surface du terrain, nombre de pièces et de salles de bain, année de construction, état, garage, place de parc, autres caractéristiques), sa situation (localité, numéro postal, adresse), vos coordonnées (formule d'appel, prénom, nom, adresse e-mail, numéro de téléphone facultatif) et le motif de votre demande.",
          "Finalité : préparer l'estimation de votre bien, vous recontacter pour en parler et, si vous le souhaitez, convenir d'une visite.",
          { h3: "Questionnaire de satisfaction" },
          "Données : le type de bien concerné, vos réponses sur votre satisfaction générale, la communication avec votre courtier, ses compétences et nos supports de commercialisation, si vous nous recommanderiez, votre commentaire et, seulement si vous le souhaitez, vos prénom, nom, adresse e-mail et numéro de téléphone.",
          "Finalité : évaluer et améliorer nos services. Si vous nous laissez vos coordonnées, nous pouvons revenir vers vous au sujet de vos remarques ; sans elles, vos réponses nous parviennent sans votre nom.",
          { h3: "Dossier de candidature pour une location" },
          "Données : le logement concerné (sa référence), formule d'appel, prénom, nom, date de naissance, nationalité et permis de séjour (Suisse, permis C, B, L, G ou autre), adresse actuelle, numéro de téléphone, adresse e-mail, profession, employeur, revenu annuel brut, nombre d'adultes et d'enfants qui occuperont le logement, animaux, instrument de musique, date d'emménagement souhaitée, coordonnées de votre bailleur actuel (facultatives) et votre message.",
          "Documents joints : une pièce d'identité ou votre permis de séjour, un extrait du registre de l'office des poursuites de moins de trois mois, jusqu'à trois fiches de salaire et un autre document de votre choix (six fichiers au plus, en PDF, JPEG ou PNG). Les données de localisation et autres métadonnées des photos sont retirées avant l'envoi.",
          "Finalité : étudier votre candidature pour ce logement, la présenter au propriétaire et vous répondre. Nous ne demandons que ce qu'une régie peut demander à ce stade selon les recommandations du PFPDT sur les formulaires d'inscription pour un logement (voir [Vos droits](#droits)) : ni état civil, ni religion, ni santé, ni casier judiciaire, ni motif de départ, ni loyer actuel. Si votre candidature n'est pas retenue, votre dossier est supprimé dès que le logement est attribué (voir [Durée de conservation](#conservation)).",
          { h3: "Données techniques" },
          "À chaque visite, le serveur qui héberge le site traite automatiquement les données techniques nécessaires à l'affichage des pages et à la sécurité : adresse IP, date et heure, page demandée, type de navigateur. Elles servent uniquement à faire fonctionner le site, à détecter les abus et à corriger les erreurs, jamais à établir votre profil.",
          "En envoyant un formulaire, vous confirmez avoir pris connaissance de la présente politique. Nous n'utilisons pas vos données à des fins publicitaires sans votre accord, ne prenons aucune décision individuelle automatisée à votre sujet et ne procédons à aucun profilage.",
        ],
      },
      transmission: {
        title: "Transmission par e-mail, aucun enregistrement sur le site",
        blocks: [
          "Lorsque vous envoyez un formulaire (contact, estimation, satisfaction ou candidature), son contenu est transmis par e-mail au courtier chargé de votre demande ou à l'adresse générale de l'agence. Le site lui-même n'enregistre aucune donnée de formulaire : il n'a ni base de données de contacts, ni compte client. Vos données se trouvent ensuite uniquement dans la messagerie de l'agence.",
          "Le trajet de l'e-mail est le suivant :",
          {
            list: [
              "le site remet le message au serveur de messagerie de l'agence par une connexion chiffrée (TLS) : si ce serveur n'offre pas de connexion chiffrée, le message ne lui est pas remis (seul un relais installé sur la même machine que le site est joint sans chiffrement, le message ne quittant alors pas cette machine) ;",
              "si le serveur de messagerie est momentanément indisponible, le message attend sur le serveur du site, chiffré (AES-256), et il est effacé dès qu'il a été remis ;",
              "les documents d'un dossier de candidature ne sont gardés, le temps de l'envoi, qu'en mémoire ou dans un fichier temporaire chiffré, effacé dès que le serveur de messagerie a pris le message ;",
              `un message que le serveur de messagerie refuse est gardé chiffré pour que l'agence puisse le renvoyer, puis effacé après ${DAYS} jours, comme toute autre copie tenue par la messagerie du site.`,
            ],
          },
          "Deux exceptions. D'abord, pendant que vous remplissez la demande d'estimation étape par étape, vos réponses sont conservées dans un cookie technique sur votre propre appareil, afin de ne pas être perdues d'une étape à l'autre (voir [Cookies](#cookies)).",
          "Ensuite, une alerte e-mail que vous demandez sous une liste d'annonces : nous gardons dans la base du site votre adresse e-mail, la langue, la recherche, la fréquence choisie, les dates utiles et les références des annonces déjà envoyées, rien d'autre, seulement pour vous envoyer cette alerte. Rien n'est envoyé avant que vous ne la confirmiez par le lien de notre e-mail ; sans confirmation, elle est effacée après 48 heures. Elle est effacée dès que vous l'arrêtez (un lien dans chaque e-mail, ou la page « Gérer vos alertes »), quand le serveur de messagerie refuse définitivement votre adresse, ou 6 mois après votre dernier clic sur « Garder cette alerte » (un e-mail vous le rappelle deux semaines avant). L'agence n'en voit que des nombres (alertes actives, alertes envoyées pour ses nouvelles annonces), jamais une adresse.",
        ],
      },
      destinataires: {
        title: "Destinataires des données",
        blocks: [
          "Vos données sont accessibles uniquement :",
          {
            list: [
              `aux courtières et courtiers de ${agency.name} et aux collaborateurs qui traitent votre demande, à Monthey et à Vevey ;`,
              "à nos prestataires d'hébergement du site et de messagerie électronique, en qualité de sous-traitants au sens de l'art. 9 LPD : ils traitent les données seulement sur nos instructions, sont liés à nous par contrat et tenus d'en assurer la sécurité et la confidentialité ;",
              "aux autorités, lorsque la loi ou une décision nous oblige à les leur communiquer.",
            ],
          },
          "Si votre projet le requiert (par exemple la vente de votre bien), nous ne transmettons vos coordonnées à d'autres intervenants, tels qu'un notaire, qu'avec votre accord. Nous ne vendons ni ne louons vos données.",
        ],
      },
      etranger: {
        title: "Communication à l'étranger",
        blocks: [
          "Aucune communication de vos données à l'étranger n'est prévue. Si un prestataire devait un jour traiter des données hors de Suisse, ce serait uniquement dans un État dont la législation assure un niveau de protection adéquat selon le Conseil fédéral (annexe 1 de l'ordonnance sur la protection des données, OPDo), par exemple un État de l'Union européenne, ou moyennant des garanties appropriées comme des clauses contractuelles types. Nous mettrions alors la présente politique à jour.",
        ],
      },
      conservation: {
        title: "Durée de conservation",
        blocks: [
          "Nous conservons vos données aussi longtemps que nécessaire pour traiter votre demande et en assurer le suivi, par exemple jusqu'à la fin d'un mandat de vente ou de location. Lorsque votre demande ne débouche sur aucune relation contractuelle, les e-mails correspondants sont supprimés au plus tard deux ans après notre dernier échange. Un dossier de candidature qui n'est pas retenu est supprimé dès que le logement est attribué.",
          `Sur le serveur du site, aucune donnée de formulaire n'est conservée : un message en attente du serveur de messagerie est effacé dès son envoi, et les copies tenues par la messagerie du site (messages refusés) sont effacées après ${DAYS} jours.`,
          "Les documents que la loi nous oblige à garder, notamment les pièces comptables liées à un mandat, sont conservés pendant dix ans (art. 958f du Code des obligations), puis supprimés. Les journaux techniques du serveur sont effacés au bout de 30 jours au plus, sauf s'ils sont nécessaires pour élucider un incident de sécurité.",
        ],
      },
      securite: {
        title: "Sécurité",
        blocks: [
          "Nous protégeons vos données par des mesures techniques et organisationnelles adaptées : connexion chiffrée (HTTPS) entre votre navigateur et le site, puis (TLS) entre le site et notre serveur de messagerie, messages en attente chiffrés, fichiers joints vérifiés d'après leur contenu, cookies signés et inaccessibles aux scripts, accès aux messageries réservé aux personnes qui en ont besoin, prestataires tenus à la confidentialité. Aucune transmission par Internet n'étant totalement sûre, nous vous recommandons de ne pas nous communiquer par formulaire d'informations particulièrement sensibles, comme des données sur votre santé.",
        ],
      },
      cookies: {
        title: "Cookies",
        blocks: [
          "Le site utilise seulement trois cookies techniques, déposés par notre propre domaine :",
          {
            list: [
              "**Session de l'estimation** (`__estimation`) : conserve vos réponses d'une étape à l'autre du formulaire d'estimation, jusqu'à l'envoi de votre demande. Il expire au plus tard quatre heures après votre dernière réponse.",
              "**Message de confirmation** (`__message`) : permet d'afficher une seule fois un message tel que « Votre demande a été envoyée ! » après l'envoi d'un formulaire. Il est effacé dès que le message s'est affiché, et au plus tard à la fermeture du navigateur.",
              "**Favoris** (`__favoris`) : seulement si vous cliquez sur « Garder » sur une annonce, il contient les références des biens gardés (40 au plus) et leur prix au moment où vous les avez gardés, pour les afficher sur la page [Mes favoris](/favoris) et vous dire si leur prix a baissé depuis. Ces données restent sur votre appareil : nous ne les enregistrons pas. Il expire un an après votre dernier changement, et disparaît quand vous retirez votre dernier favori.",
            ],
          },
          "Nous n'utilisons aucun cookie de mesure d'audience, de publicité ou de réseau social, ni aucun cookie de tiers.",
          { h3: "Pourquoi aucun bandeau de consentement" },
          "Ces trois cookies sont strictement nécessaires aux fonctions que vous utilisez vous-même ; ils ne servent ni à vous suivre ni à établir un profil. Le droit suisse ne soumet pas de tels cookies à un consentement préalable : l'art. 45c de la loi sur les télécommunications (LTC) exige d'informer les visiteurs de leur utilisation et de leur but, ce que fait la présente politique, et de leur indiquer qu'ils peuvent les refuser.",
          "Vous pouvez bloquer ou supprimer les cookies dans les réglages de votre navigateur. Le site reste consultable ; seulement, le formulaire d'estimation ne pourra plus conserver vos réponses d'une étape à l'autre, ni le bouton « Garder » retenir vos favoris.",
        ],
      },
      suivi: {
        title: "Pas de suivi ni de mesure d'audience",
        blocks: [
          "Nous n'utilisons aucun outil de mesure d'audience, aucun pixel publicitaire ni aucune technique d'empreinte du navigateur. Les pages ne chargent aucun contenu de tiers : textes, polices et images proviennent de notre propre serveur.",
          "Les liens vers les réseaux sociaux, les services de cartographie ou les messageries (pour partager une annonce) sont de simples liens : aucune donnée n'est transmise à ces services tant que vous ne cliquez pas. Une fois sur leur site, c'est leur propre politique de confidentialité qui s'applique.",
        ],
      },
      droits: {
        title: "Vos droits",
        blocks: [
          "Selon la loi fédérale sur la protection des données, vous pouvez à tout moment :",
          {
            list: [
              "**obtenir des informations** sur les données que nous traitons à votre sujet (droit d'accès, art. 25 LPD) ;",
              "**faire rectifier** des données inexactes ou incomplètes ;",
              "**demander l'effacement** de vos données, sous réserve des obligations légales de conservation ;",
              "**vous opposer** à un traitement, par exemple à ce que nous vous recontactions ;",
              "**recevoir les données** que vous nous avez communiquées dans un format électronique courant, ou les faire transmettre à un autre responsable (droit à la remise et à la transmission des données, art. 28 LPD) ;",
              "**retirer votre consentement**, avec effet pour l'avenir.",
            ],
          },
          `Adressez votre demande à ${mail} ou par courrier à l'adresse indiquée au chapitre 1. Nous pouvons vous demander de justifier de votre identité afin de ne pas communiquer vos données à une autre personne. Nous répondons gratuitement, en règle générale dans les 30 jours.`,
          "Si vous estimez que nous ne respectons pas la loi, vous pouvez vous adresser au Préposé fédéral à la protection des données et à la transparence (PFPDT), Feldeggweg 1, 3003 Berne, [www.edoeb.admin.ch](https://www.edoeb.admin.ch/fr). Vous pouvez aussi faire valoir vos droits devant les tribunaux civils.",
        ],
      },
      modifications: {
        title: "Modifications",
        blocks: [
          "Nous pouvons adapter la présente politique, notamment si nos services ou la loi évoluent. La version publiée sur cette page, avec sa date de mise à jour, fait foi. Consultez également nos [conditions générales d'utilisation](/conditions-generales-dutilisation) et notre [déclaration d'accessibilité](/declaration-accessibilite).",
        ],
      },
    },
  },
  de: {
    title: "Datenschutzerklärung",
    description: `Wie ${agency.name} die Daten aus ihren Formularen für Kontakt, Bewertung, Zufriedenheit und Mietbewerbungen nach dem Schweizer Datenschutzgesetz (DSG) bearbeitet und welche Rechte Sie haben.`,
    intro: [
      `Diese Erklärung legt dar, welche Personendaten ${agency.name} bearbeitet, wenn Sie diese Website besuchen oder uns ein Formular senden (Kontaktanfrage, Bewertungsanfrage, Zufriedenheitsumfrage, Bewerbung für eine Mietwohnung), zu welchem Zweck, wer sie erhält und welche Rechte Sie haben. Sie stützt sich auf das revidierte Bundesgesetz über den Datenschutz (Datenschutzgesetz, DSG), in Kraft seit dem 1. September 2023, und auf die Datenschutzverordnung (DSV).`,
    ],
    sections: {
      responsable: {
        title: "Verantwortliche und Kontakt",
        blocks: [
          "Verantwortlich für die Bearbeitung Ihrer Personendaten ist:",
          { address: true },
          `Bei Fragen zu Ihren Daten oder um Ihre Rechte auszuüben, schreiben Sie uns an ${mail} oder per Post an unseren Sitz in ${seat.town}. Auch unsere Geschäftsstelle in Vevey gibt Ihnen gerne Auskunft und leitet Ihr Anliegen an uns weiter.`,
        ],
      },
      "donnees-collectees": {
        title: "Erhobene Daten und Zwecke",
        blocks: [
          "Sie können die Website besuchen, ohne uns Personendaten mitzuteilen. Wir erhalten solche nur, wenn Sie eines unserer Formulare ausfüllen; jedes Formular kennzeichnet die Pflichtfelder. Wir bearbeiten diese Daten ausschliesslich zu dem unten genannten Zweck.",
          { h3: "Kontaktanfrage und Anfrage nach Unterlagen zu einem Objekt" },
          "Daten: Anrede, Vorname, Name, E-Mail-Adresse, Telefonnummer (freiwillig), Adresse, Postleitzahl, Ort, Land, Ihre Nachricht, die Adresse der Seite, von der aus Sie schreiben, und gegebenenfalls die Referenz vom betreffenden Objekt.",
          "Zweck: Ihre Frage beantworten, Ihnen die Unterlagen zu einem Objekt senden oder eine Besichtigung vereinbaren. Die Adresse der Seite und die Referenz zeigen uns, von welchem Objekt Sie sprechen.",
          { h3: "Bewertungsanfrage" },
          "Daten: die Merkmale der Immobilie (Art, Wohnfläche, Grundstücksfläche, Anzahl Zimmer und Badezimmer, Baujahr, Zustand, Garage, Parkplatz, weitere Merkmale), ihre Lage (Ort, Postleitzahl, Adresse), Ihre Kontaktangaben (Anrede, Vorname, Name, E-Mail-Adresse, freiwillig Telefonnummer) und der Anlass Ihrer Anfrage.",
          "Zweck: die Bewertung Ihrer Immobilie vorbereiten, Sie kontaktieren, um darüber zu sprechen, und, wenn Sie es wünschen, eine Besichtigung vereinbaren.",
          { h3: "Zufriedenheitsumfrage" },
          "Daten: die Art der betreffenden Immobilie, Ihre Antworten zu Ihrer allgemeinen Zufriedenheit, zur Kommunikation mit Ihrem Makler, zu seinen Fachkenntnissen und zu unseren Vermarktungsmitteln, ob Sie uns weiterempfehlen würden, Ihr Kommentar und, nur wenn Sie es wünschen, Ihr Vorname, Name, Ihre E-Mail-Adresse und Telefonnummer.",
          "Zweck: unsere Dienstleistungen beurteilen und verbessern. Hinterlassen Sie uns Ihre Kontaktangaben, können wir uns zu Ihren Bemerkungen bei Ihnen melden; ohne sie erreichen uns Ihre Antworten ohne Ihren Namen.",
          { h3: "Bewerbung für eine Mietwohnung" },
          "Daten: die betreffende Wohnung (ihre Referenz), Anrede, Vorname, Name, Geburtsdatum, Nationalität und Aufenthaltsbewilligung (Schweiz, Ausweis C, B, L, G oder andere), aktuelle Adresse, Telefonnummer, E-Mail-Adresse, Beruf, Arbeitgeber, jährliches Bruttoeinkommen, Anzahl Erwachsene und Kinder, die die Wohnung bewohnen werden, Haustiere, Musikinstrumente, gewünschtes Einzugsdatum, Kontaktangaben Ihrer aktuellen Vermieterin oder Ihres aktuellen Vermieters (freiwillig) und Ihre Nachricht.",
          "Beilagen: ein Ausweis oder Ihre Aufenthaltsbewilligung, ein Betreibungsregisterauszug, der nicht älter als drei Monate ist, bis zu drei Lohnabrechnungen und ein weiteres Dokument Ihrer Wahl (höchstens sechs Dateien, als PDF, JPEG oder PNG). Standortdaten und andere Metadaten von Fotos werden vor dem Versand entfernt.",
          "Zweck: Ihre Bewerbung für diese Wohnung prüfen, sie der Eigentümerschaft vorlegen und Ihnen antworten. Wir verlangen nur, was eine Liegenschaftsverwaltung in diesem Stadium nach den Empfehlungen vom EDÖB zu Anmeldeformularen für Mietwohnungen verlangen darf (siehe [Ihre Rechte](#droits)): weder Zivilstand noch Religion, Gesundheit, Strafregister, Grund für den Auszug oder bisherigen Mietzins. Wird Ihre Bewerbung nicht berücksichtigt, wird Ihr Dossier gelöscht, sobald die Wohnung vergeben ist (siehe [Aufbewahrungsdauer](#conservation)).",
          { h3: "Technische Daten" },
          "Bei jedem Besuch bearbeitet der Server, auf dem die Website läuft, automatisch die technischen Daten, die für die Anzeige der Seiten und für die Sicherheit nötig sind: IP-Adresse, Datum und Uhrzeit, aufgerufene Seite, Browsertyp. Sie dienen ausschliesslich dem Betrieb der Website, dem Erkennen von Missbrauch und dem Beheben von Fehlern, nie dem Erstellen eines Profils von Ihnen.",
          "Mit dem Senden eines Formulars bestätigen Sie, diese Erklärung zur Kenntnis genommen zu haben. Wir verwenden Ihre Daten ohne Ihre Einwilligung nicht zu Werbezwecken, treffen keine automatisierten Einzelentscheidungen über Sie und betreiben kein Profiling.",
        ],
      },
      transmission: {
        title: "Übermittlung per E-Mail, keine Speicherung auf der Website",
        blocks: [
          "Wenn Sie ein Formular senden (Kontakt, Bewertung, Zufriedenheit oder Bewerbung), wird sein Inhalt per E-Mail an den Makler übermittelt, der Ihre Anfrage betreut, oder an die allgemeine Adresse des Immobilienbüros. Die Website selbst speichert keine Formulardaten: Sie hat weder eine Kontaktdatenbank noch Kundenkonten. Ihre Daten befinden sich danach ausschliesslich im E-Mail-System des Immobilienbüros.",
          "Der Weg der E-Mail ist folgender:",
          {
            list: [
              "Die Website übergibt die Nachricht dem Mailserver des Immobilienbüros über eine verschlüsselte Verbindung (TLS): Bietet dieser Server keine verschlüsselte Verbindung an, wird ihm die Nachricht nicht übergeben (nur ein Relay auf demselben Rechner wie die Website wird unverschlüsselt angesprochen, wobei die Nachricht diesen Rechner nicht verlässt);",
              "ist der Mailserver vorübergehend nicht erreichbar, wartet die Nachricht verschlüsselt (AES-256) auf dem Server der Website und wird gelöscht, sobald sie übergeben ist;",
              "die Dokumente einer Bewerbung werden während dem Versand nur im Arbeitsspeicher oder in einer verschlüsselten temporären Datei gehalten, die gelöscht wird, sobald der Mailserver die Nachricht angenommen hat;",
              `eine Nachricht, die der Mailserver ablehnt, wird verschlüsselt aufbewahrt, damit das Immobilienbüro sie erneut senden kann, und nach ${DAYS} Tagen gelöscht, wie jede andere Kopie im E-Mail-System der Website.`,
            ],
          },
          "Zwei Ausnahmen. Erstens: Während Sie die Bewertungsanfrage Schritt für Schritt ausfüllen, werden Ihre Antworten in einem technischen Cookie auf Ihrem eigenen Gerät gespeichert, damit sie von einem Schritt zum nächsten nicht verloren gehen (siehe [Cookies](#cookies)).",
          "Zweitens ein Suchabo, das Sie unter einer Liste von Inseraten anfordern: Wir speichern in der Datenbank der Website Ihre E-Mail-Adresse, die Sprache, die Suche, die gewählte Häufigkeit, die nötigen Daten und die Referenzen der bereits gesendeten Inserate, sonst nichts, und nur um Ihnen dieses Suchabo zu senden. Nichts wird gesendet, bevor Sie es über den Link in unserer E-Mail bestätigen; ohne Bestätigung wird es nach 48 Stunden gelöscht. Es wird gelöscht, sobald Sie es beenden (ein Link in jeder E-Mail oder die Seite «Suchabos verwalten»), wenn der Mailserver Ihre Adresse endgültig abweist, oder 6 Monate nach Ihrem letzten Klick auf «Suchabo behalten» (eine E-Mail erinnert Sie zwei Wochen vorher daran). Die Agentur sieht davon nur Zahlen (aktive Suchabos, für ihre neuen Inserate gesendete Suchabos), nie eine Adresse.",
        ],
      },
      destinataires: {
        title: "Empfänger der Daten",
        blocks: [
          "Zugang zu Ihren Daten haben ausschliesslich:",
          {
            list: [
              `die Maklerinnen und Makler von ${agency.name} und die Mitarbeitenden, die Ihre Anfrage bearbeiten, in Monthey und in Vevey;`,
              "unsere Anbieter für das Hosting der Website und für E-Mail, als Auftragsbearbeiter im Sinne von Art. 9 DSG: Sie bearbeiten die Daten nur nach unseren Weisungen, sind vertraglich an uns gebunden und verpflichtet, deren Sicherheit und Vertraulichkeit zu gewährleisten;",
              "Behörden, wenn uns das Gesetz oder ein Entscheid zur Bekanntgabe verpflichtet.",
            ],
          },
          "Erfordert Ihr Vorhaben es (zum Beispiel der Verkauf Ihrer Immobilie), geben wir Ihre Kontaktangaben anderen Beteiligten, etwa einer Notarin oder einem Notar, nur mit Ihrer Zustimmung weiter. Wir verkaufen und vermieten Ihre Daten nicht.",
        ],
      },
      etranger: {
        title: "Bekanntgabe ins Ausland",
        blocks: [
          "Eine Bekanntgabe Ihrer Daten ins Ausland ist nicht vorgesehen. Sollte ein Anbieter eines Tages Daten ausserhalb der Schweiz bearbeiten, dann nur in einem Staat, dessen Gesetzgebung nach dem Bundesrat einen angemessenen Schutz gewährleistet (Anhang 1 zur Datenschutzverordnung, DSV), zum Beispiel in einem Staat der Europäischen Union, oder mit geeigneten Garantien wie Standardvertragsklauseln. Wir würden diese Erklärung dann anpassen.",
        ],
      },
      conservation: {
        title: "Aufbewahrungsdauer",
        blocks: [
          "Wir bewahren Ihre Daten so lange auf, wie es für die Bearbeitung und Nachbetreuung Ihrer Anfrage nötig ist, zum Beispiel bis zum Ende eines Verkaufs- oder Vermietungsmandats. Führt Ihre Anfrage zu keinem Vertragsverhältnis, werden die entsprechenden E-Mails spätestens zwei Jahre nach unserem letzten Austausch gelöscht. Eine nicht berücksichtigte Bewerbung wird gelöscht, sobald die Wohnung vergeben ist.",
          `Auf dem Server der Website werden keine Formulardaten aufbewahrt: Eine Nachricht, die auf den Mailserver wartet, wird nach dem Versand sofort gelöscht, und die Kopien im E-Mail-System der Website (abgelehnte Nachrichten) werden nach ${DAYS} Tagen gelöscht.`,
          "Dokumente, die wir von Gesetzes wegen aufbewahren müssen, namentlich Buchungsbelege zu einem Mandat, werden zehn Jahre lang aufbewahrt (Art. 958f Obligationenrecht, OR) und danach gelöscht. Die technischen Protokolle vom Server werden nach höchstens 30 Tagen gelöscht, ausser sie werden zur Aufklärung eines Sicherheitsvorfalls benötigt.",
        ],
      },
      securite: {
        title: "Sicherheit",
        blocks: [
          "Wir schützen Ihre Daten mit angemessenen technischen und organisatorischen Massnahmen: verschlüsselte Verbindung (HTTPS) zwischen Ihrem Browser und der Website, dann (TLS) zwischen der Website und unserem Mailserver, verschlüsselte wartende Nachrichten, anhand ihres Inhalts geprüfte Beilagen, signierte und für Skripte unzugängliche Cookies, Zugang zu den E-Mail-Konten nur für Personen, die ihn benötigen, zur Vertraulichkeit verpflichtete Anbieter. Da keine Übermittlung über das Internet völlig sicher ist, empfehlen wir Ihnen, uns über Formulare keine besonders schützenswerten Informationen mitzuteilen, etwa Angaben zu Ihrer Gesundheit.",
        ],
      },
      cookies: {
        title: "Verwendung von Cookies",
        blocks: [
          "Die Website verwendet nur drei technische Cookies, die von unserer eigenen Domain gesetzt werden:",
          {
            list: [
              "**Sitzung der Bewertung** (`__estimation`): bewahrt Ihre Antworten von einem Schritt zum nächsten im Bewertungsformular auf, bis Sie Ihre Anfrage senden. Es läuft spätestens vier Stunden nach Ihrer letzten Antwort ab.",
              "**Bestätigungsmeldung** (`__message`): zeigt nach dem Senden eines Formulars einmalig eine Meldung wie «Ihre Anfrage wurde gesendet!» an. Es wird gelöscht, sobald die Meldung angezeigt wurde, spätestens beim Schliessen vom Browser.",
              "**Favoriten** (`__favoris`): nur wenn Sie bei einem Inserat auf «Merken» klicken; es enthält die Referenzen der gemerkten Objekte (höchstens 40) und ihren Preis zum Zeitpunkt, als Sie sie gemerkt haben, um sie auf der Seite [Meine Favoriten](/favoris) anzuzeigen und Ihnen zu sagen, ob ihr Preis seither gesunken ist. Diese Angaben bleiben auf Ihrem Gerät: Wir speichern sie nicht. Es läuft ein Jahr nach Ihrer letzten Änderung ab und verschwindet, wenn Sie Ihren letzten Favoriten entfernen.",
            ],
          },
          "Wir verwenden keine Cookies für Reichweitenmessung, Werbung oder soziale Netzwerke und keine Cookies von Dritten.",
          { h3: "Warum kein Cookie-Banner" },
          "Diese drei Cookies sind für Funktionen, die Sie selbst nutzen, unbedingt erforderlich; sie dienen weder dazu, Sie zu verfolgen, noch dazu, ein Profil zu erstellen. Das Schweizer Recht verlangt für solche Cookies keine vorgängige Einwilligung: Art. 45c Fernmeldegesetz (FMG) verlangt, die Besucherinnen und Besucher über ihre Verwendung und ihren Zweck zu informieren, was diese Erklärung tut, und sie darauf hinzuweisen, dass sie sie ablehnen können.",
          "Sie können Cookies in den Einstellungen Ihres Browsers blockieren oder löschen. Die Website bleibt zugänglich; nur kann das Bewertungsformular Ihre Antworten nicht mehr von einem Schritt zum nächsten aufbewahren und die Schaltfläche «Merken» Ihre Favoriten nicht mehr behalten.",
        ],
      },
      suivi: {
        title: "Kein Tracking und keine Reichweitenmessung",
        blocks: [
          "Wir verwenden keine Werkzeuge zur Reichweitenmessung, keine Werbepixel und keine Browser-Fingerprinting-Techniken. Die Seiten laden keine Inhalte von Dritten: Texte, Schriften und Bilder stammen von unserem eigenen Server.",
          "Die Links zu sozialen Netzwerken, Kartendiensten oder Messengern (um ein Inserat zu teilen) sind einfache Links: Solange Sie nicht klicken, werden diesen Diensten keine Daten übermittelt. Auf ihrer Website gilt dann deren eigene Datenschutzerklärung.",
        ],
      },
      droits: {
        title: "Ihre Rechte",
        blocks: [
          "Nach dem Datenschutzgesetz können Sie jederzeit:",
          {
            list: [
              "**Auskunft verlangen** über die Daten, die wir über Sie bearbeiten (Auskunftsrecht, Art. 25 DSG);",
              "unrichtige oder unvollständige Daten **berichtigen lassen**;",
              "**die Löschung** Ihrer Daten verlangen, unter Vorbehalt gesetzlicher Aufbewahrungspflichten;",
              "**einer Bearbeitung widersprechen**, zum Beispiel einer erneuten Kontaktaufnahme durch uns;",
              "**die Daten**, die Sie uns mitgeteilt haben, in einem gängigen elektronischen Format **erhalten** oder einem anderen Verantwortlichen übertragen lassen (Recht auf Datenherausgabe und -übertragung, Art. 28 DSG);",
              "**Ihre Einwilligung widerrufen**, mit Wirkung für die Zukunft.",
            ],
          },
          `Richten Sie Ihr Begehren an ${mail} oder per Post an die in Kapitel 1 genannte Adresse. Wir können Sie bitten, Ihre Identität nachzuweisen, damit wir Ihre Daten nicht einer anderen Person bekanntgeben. Wir antworten kostenlos, in der Regel innert 30 Tagen.`,
          "Sind Sie der Ansicht, dass wir das Gesetz nicht einhalten, können Sie sich an den Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) wenden, Feldeggweg 1, 3003 Bern, [www.edoeb.admin.ch](https://www.edoeb.admin.ch/de). Sie können Ihre Rechte auch vor den Zivilgerichten geltend machen.",
        ],
      },
      modifications: {
        title: "Änderungen",
        blocks: [
          "Wir können diese Erklärung anpassen, namentlich wenn sich unsere Dienstleistungen oder das Gesetz ändern. Massgebend ist die auf dieser Seite veröffentlichte Fassung mit ihrem Aktualisierungsdatum; bei Abweichungen geht die französische Fassung vor. Lesen Sie auch unsere [Allgemeinen Nutzungsbedingungen](/conditions-generales-dutilisation) und unsere [Erklärung zur Barrierefreiheit](/declaration-accessibilite).",
        ],
      },
    },
  },
  en: {
    title: "Privacy policy",
    description: `How ${agency.name} processes the data from its contact, valuation, satisfaction and rental application forms under the Swiss Federal Act on Data Protection (FADP), and what your rights are.`,
    intro: [
      `This policy explains what personal data ${agency.name} processes when you visit this website or send us a form (enquiry, valuation request, satisfaction survey, rental application), why, who receives it and what your rights are. It is based on the revised Federal Act on Data Protection (FADP), in force since 1 September 2023, and on its ordinance (Data Protection Ordinance, DPO).`,
    ],
    sections: {
      responsable: {
        title: "Controller and contact",
        blocks: [
          "The controller responsible for processing your personal data is:",
          { address: true },
          `For any question about your data or to exercise your rights, write to us at ${mail} or by post to our head office in ${seat.town}. Our Vevey office will also be glad to help and will pass your request on to us.`,
        ],
      },
      "donnees-collectees": {
        title: "Data collected and purposes",
        blocks: [
          "You can visit the website without giving us any personal data. We only receive such data when you fill in one of our forms; each form shows which fields are required. We process this data solely for the purpose stated below.",
          { h3: "Enquiries and requests for details of a property" },
          "Data: title, first name, surname, email address, telephone number (optional), address, postcode, town, country, your message, the address of the page you are writing from and, where applicable, the reference of the property concerned.",
          "Purpose: to answer your question, send you the details of a property or arrange a viewing. The address of the page and the reference tell us which property you mean.",
          { h3: "Valuation requests" },
          "Data: the features of the property (type, living area, plot area, number of rooms and bathrooms, year of construction, condition, garage, parking space, other features), its location (town, postcode, address), your contact details (title, first name, surname, email address, optional telephone number) and the reason for your request.",
          "Purpose: to prepare the valuation of your property, get back to you to discuss it and, if you wish, arrange a visit.",
          { h3: "Satisfaction survey" },
          "Data: the type of property concerned, your answers about your overall satisfaction, communication with your agent, their expertise and our marketing materials, whether you would recommend us, your comment and, only if you wish, your first name, surname, email address and telephone number.",
          "Purpose: to assess and improve our services. If you leave us your contact details, we may get back to you about your remarks; without them, your answers reach us without your name.",
          { h3: "Rental applications" },
          "Data: the home concerned (its reference), title, first name, surname, date of birth, nationality and residence permit (Swiss, permit C, B, L, G or other), current address, telephone number, email address, occupation, employer, gross annual income, number of adults and children who will live in the home, pets, musical instruments, preferred moving-in date, contact details of your current landlord (optional) and your message.",
          "Attached documents: an identity document or your residence permit, an extract from the debt enforcement register less than three months old, up to three payslips and one other document of your choice (six files at most, as PDF, JPEG or PNG). Location data and other metadata are removed from photos before sending.",
          "Purpose: to consider your application for this home, present it to the owner and reply to you. We only ask for what a letting agent may ask for at this stage under the FDPIC's recommendations on application forms for rented homes (see [Your rights](#droits)): no marital status, religion, health, criminal record, reason for moving or current rent. If your application is not successful, your file is deleted as soon as the home has been let (see [Retention period](#conservation)).",
          { h3: "Technical data" },
          "On every visit, the server hosting the website automatically processes the technical data needed to display the pages and for security: IP address, date and time, page requested, browser type. It is used only to run the website, detect misuse and fix errors, never to build a profile of you.",
          "By sending a form, you confirm that you have read this policy. We do not use your data for advertising without your consent, make no automated individual decisions about you and carry out no profiling.",
        ],
      },
      transmission: {
        title: "Sent by email, nothing stored on the website",
        blocks: [
          "When you send a form (enquiry, valuation, satisfaction or application), its content is sent by email to the agent handling your request or to the agency's general address. The website itself stores no form data: it has neither a contact database nor customer accounts. Your data is then held only in the agency's email system.",
          "The email travels as follows:",
          {
            list: [
              "the website hands the message to the agency's mail server over an encrypted connection (TLS): if that server offers no encrypted connection, the message is not handed over (only a relay installed on the same machine as the website is reached without encryption, the message then never leaving that machine);",
              "if the mail server is temporarily unavailable, the message waits on the website's server, encrypted (AES-256), and is erased as soon as it has been delivered;",
              "the documents of a rental application are kept, while they are being sent, only in memory or in an encrypted temporary file, erased as soon as the mail server has accepted the message;",
              `a message refused by the mail server is kept encrypted so that the agency can send it again, then erased after ${DAYS} days, like any other copy held by the website's mail system.`,
            ],
          },
          "Two exceptions. First, while you fill in the valuation request step by step, your answers are kept in a technical cookie on your own device so that they are not lost from one step to the next (see [Cookies](#cookies)).",
          "Second, an email alert you ask for under a list of listings: we keep in the website's database your email address, the language, the search, the frequency you chose, the dates needed and the references of the listings already sent, nothing else, solely to send you this alert. Nothing is sent until you confirm it with the link in our email; unconfirmed, it is deleted after 48 hours. It is deleted as soon as you stop it (a link in every email, or the “Manage your alerts” page), when the mail server refuses your address for good, or 6 months after your last click on “Keep this alert” (an email reminds you two weeks before). The agency sees only numbers (active alerts, alerts sent for its new listings), never an address.",
        ],
      },
      destinataires: {
        title: "Recipients of the data",
        blocks: [
          "Your data is accessible only to:",
          {
            list: [
              `the estate agents of ${agency.name} and the staff who handle your request, in Monthey and in Vevey;`,
              "our website hosting and email providers, as processors within the meaning of art. 9 FADP: they process the data only on our instructions, are bound to us by contract and must ensure its security and confidentiality;",
              "the authorities, where the law or a decision obliges us to disclose it to them.",
            ],
          },
          "If your plans require it (for example the sale of your property), we only pass your contact details on to other parties, such as a notary, with your consent. We never sell or rent out your data.",
        ],
      },
      etranger: {
        title: "Disclosure abroad",
        blocks: [
          "No disclosure of your data abroad is planned. Should a provider ever process data outside Switzerland, it would only be in a country whose legislation ensures an adequate level of protection according to the Federal Council (annex 1 to the Data Protection Ordinance, DPO), for example a member state of the European Union, or subject to appropriate safeguards such as standard contractual clauses. We would then update this policy.",
        ],
      },
      conservation: {
        title: "Retention period",
        blocks: [
          "We keep your data for as long as is necessary to handle your request and follow it up, for example until the end of a sales or letting mandate. Where your request does not lead to any contractual relationship, the related emails are deleted no later than two years after our last exchange. An unsuccessful rental application is deleted as soon as the home has been let.",
          `No form data is kept on the website's server: a message waiting for the mail server is erased as soon as it has been sent, and the copies held by the website's mail system (refused messages) are erased after ${DAYS} days.`,
          "Documents that the law requires us to keep, in particular accounting records relating to a mandate, are kept for ten years (art. 958f of the Code of Obligations, CO) and then deleted. The server's technical logs are erased after 30 days at most, unless they are needed to investigate a security incident.",
        ],
      },
      securite: {
        title: "Security",
        blocks: [
          "We protect your data with appropriate technical and organisational measures: an encrypted connection (HTTPS) between your browser and the website, then (TLS) between the website and our mail server, encrypted waiting messages, attachments checked against their content, signed cookies that scripts cannot read, access to mailboxes restricted to the people who need it, providers bound to confidentiality. As no transmission over the internet is completely secure, we recommend that you do not send us particularly sensitive information through a form, such as data about your health.",
        ],
      },
      cookies: {
        title: "Use of cookies",
        blocks: [
          "The website uses only three technical cookies, set by our own domain:",
          {
            list: [
              "**Valuation session** (`__estimation`): keeps your answers from one step of the valuation form to the next, until you send your request. It expires no later than four hours after your last answer.",
              "**Confirmation message** (`__message`): shows a message such as “Your enquiry has been sent!” once only, after a form has been sent. It is erased as soon as the message has been shown, and at the latest when the browser is closed.",
              "**Favourites** (`__favoris`): only if you click “Save” on a listing, it holds the references of the properties saved (40 at most) and their price when you saved them, to show them on the [My favourites](/favoris) page and tell you whether their price has fallen since. These stay on your device: we do not store them. It expires one year after your last change, and disappears when you remove your last favourite.",
            ],
          },
          "We use no audience measurement, advertising or social network cookies, and no third-party cookies.",
          { h3: "Why there is no consent banner" },
          "These three cookies are strictly necessary for functions that you use yourself; they are used neither to track you nor to build a profile. Swiss law does not make such cookies subject to prior consent: art. 45c of the Telecommunications Act (TCA) requires visitors to be informed of their use and purpose, which this policy does, and to be told that they can refuse them.",
          "You can block or delete cookies in your browser's settings. The website can still be viewed; only the valuation form will no longer be able to keep your answers from one step to the next, nor the “Save” button remember your favourites.",
        ],
      },
      suivi: {
        title: "No tracking or audience measurement",
        blocks: [
          "We use no audience measurement tool, no advertising pixel and no browser fingerprinting technique. The pages load no third-party content: texts, fonts and images come from our own server.",
          "The links to social networks, map services or messaging apps (to share a listing) are plain links: no data is passed to these services unless you click. Once on their website, their own privacy policy applies.",
        ],
      },
      droits: {
        title: "Your rights",
        blocks: [
          "Under the Federal Act on Data Protection, you may at any time:",
          {
            list: [
              "**obtain information** about the data we process about you (right of access, art. 25 FADP);",
              "**have** inaccurate or incomplete data **corrected**;",
              "**ask for** your data **to be erased**, subject to statutory retention obligations;",
              "**object** to processing, for example to our contacting you again;",
              "**receive the data** you have given us in a common electronic format, or have it transferred to another controller (right to data delivery and transfer, art. 28 FADP);",
              "**withdraw your consent**, with effect for the future.",
            ],
          },
          `Send your request to ${mail} or by post to the address given in section 1. We may ask you to prove your identity so as not to disclose your data to someone else. We reply free of charge, as a rule within 30 days.`,
          "If you believe that we are not complying with the law, you may contact the Federal Data Protection and Information Commissioner (FDPIC), Feldeggweg 1, 3003 Bern, [www.edoeb.admin.ch](https://www.edoeb.admin.ch/en). You may also assert your rights before the civil courts.",
        ],
      },
      modifications: {
        title: "Changes",
        blocks: [
          "We may adapt this policy, in particular if our services or the law change. The version published on this page, with its date of update, is authoritative; in the event of any discrepancy, the French version prevails. Please also read our [terms of use](/conditions-generales-dutilisation) and our [accessibility statement](/declaration-accessibilite).",
        ],
      },
    },
  },
});
