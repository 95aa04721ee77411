import type { Language } from "../i18n/language";
import { foldedText } from "./folded-text";

/**
 * Countries for the forms: ISO 3166-1 alpha-2 codes with their French, German (Swiss spelling) and
 * British English names, Switzerland, France, Italy and Germany first, then the rest in the
 * alphabetical order of the language. Written out rather than asked of `Intl.DisplayNames`: the
 * server's and the browser's ICU name a few regions differently (Hong Kong, Macao, Palestine, the
 * Falklands), and a list that differs between the two breaks the form's hydration. For the same
 * reason the list is sorted by its letters without accents (Ä as A, É as E), the same in every
 * engine, rather than by an `Intl.Collator` (a test checks both orders agree today). The forms'
 * lists are built from this table in the browser too, so the page's data does not carry them. The
 * brokers' mail names a country in French.
 */

export type Country = { code: string; name: string };

/**
 * One country a line: code|French|German|English, an empty name being the same as the French one.
 * A single string weighs less in the pages' script than an array of arrays (about 0.4 KB gzipped).
 */
const lines = `
CH|Suisse|Schweiz|Switzerland
FR|France|Frankreich|
IT|Italie|Italien|Italy
DE|Allemagne|Deutschland|Germany
AF|Afghanistan||
ZA|Afrique du Sud|Südafrika|South Africa
AL|Albanie|Albanien|Albania
DZ|Algérie|Algerien|Algeria
AD|Andorre|Andorra|Andorra
AO|Angola||
AI|Anguilla||
AQ|Antarctique|Antarktis|Antarctica
AG|Antigua-et-Barbuda|Antigua und Barbuda|Antigua and Barbuda
SA|Arabie saoudite|Saudi-Arabien|Saudi Arabia
AR|Argentine|Argentinien|Argentina
AM|Arménie|Armenien|Armenia
AW|Aruba||
AU|Australie|Australien|Australia
AT|Autriche|Österreich|Austria
AZ|Azerbaïdjan|Aserbaidschan|Azerbaijan
BS|Bahamas||
BH|Bahreïn|Bahrain|Bahrain
BD|Bangladesh|Bangladesch|
BB|Barbade|Barbados|Barbados
BE|Belgique|Belgien|Belgium
BZ|Belize||
BJ|Bénin|Benin|Benin
BM|Bermudes|Bermuda|Bermuda
BT|Bhoutan|Bhutan|Bhutan
BY|Biélorussie|Belarus|Belarus
BO|Bolivie|Bolivien|Bolivia
BA|Bosnie-Herzégovine|Bosnien und Herzegowina|Bosnia and Herzegovina
BW|Botswana||
BR|Brésil|Brasilien|Brazil
BN|Brunei||
BG|Bulgarie|Bulgarien|Bulgaria
BF|Burkina Faso||
BI|Burundi||
KH|Cambodge|Kambodscha|Cambodia
CM|Cameroun|Kamerun|Cameroon
CA|Canada|Kanada|
CV|Cap-Vert|Kapverden|Cape Verde
CL|Chili|Chile|Chile
CN|Chine|China|China
CY|Chypre|Zypern|Cyprus
CO|Colombie|Kolumbien|Colombia
KM|Comores|Komoren|Comoros
CG|Congo-Brazzaville|Kongo-Brazzaville|Congo - Brazzaville
CD|Congo-Kinshasa|Kongo-Kinshasa|Congo - Kinshasa
KP|Corée du Nord|Nordkorea|North Korea
KR|Corée du Sud|Südkorea|South Korea
CR|Costa Rica||
CI|Côte d’Ivoire||
HR|Croatie|Kroatien|Croatia
CU|Cuba|Kuba|
CW|Curaçao||
DK|Danemark|Dänemark|Denmark
DJ|Djibouti|Dschibuti|
DM|Dominique|Dominica|Dominica
EG|Égypte|Ägypten|Egypt
AE|Émirats arabes unis|Vereinigte Arabische Emirate|United Arab Emirates
EC|Équateur|Ecuador|Ecuador
ER|Érythrée|Eritrea|Eritrea
ES|Espagne|Spanien|Spain
EE|Estonie|Estland|Estonia
SZ|Eswatini||
VA|État de la Cité du Vatican|Vatikanstadt|Vatican City
US|États-Unis|Vereinigte Staaten|United States
ET|Éthiopie|Äthiopien|Ethiopia
FJ|Fidji|Fidschi|Fiji
FI|Finlande|Finnland|Finland
GA|Gabon|Gabun|
GM|Gambie|Gambia|Gambia
GE|Géorgie|Georgien|Georgia
GS|Géorgie du Sud-et-les Îles Sandwich du Sud|Südgeorgien und die Südlichen Sandwichinseln|South Georgia and South Sandwich Islands
GH|Ghana||
GI|Gibraltar||
GR|Grèce|Griechenland|Greece
GD|Grenade|Grenada|Grenada
GL|Groenland|Grönland|Greenland
GP|Guadeloupe||
GU|Guam||
GT|Guatemala||
GG|Guernesey|Guernsey|Guernsey
GN|Guinée|Guinea|Guinea
GQ|Guinée équatoriale|Äquatorialguinea|Equatorial Guinea
GW|Guinée-Bissau|Guinea-Bissau|Guinea-Bissau
GY|Guyana||
GF|Guyane française|Französisch-Guayana|French Guiana
HT|Haïti|Haiti|Haiti
HN|Honduras||
HK|Hong Kong|Sonderverwaltungsregion Hongkong|Hong Kong SAR China
HU|Hongrie|Ungarn|Hungary
BV|Île Bouvet|Bouvetinsel|Bouvet Island
CX|Île Christmas|Weihnachtsinsel|Christmas Island
IM|Île de Man|Isle of Man|Isle of Man
NF|Île Norfolk|Norfolkinsel|Norfolk Island
AX|Îles Åland|Ålandinseln|Åland Islands
KY|Îles Caïmans|Kaimaninseln|Cayman Islands
CC|Îles Cocos|Kokosinseln|Cocos (Keeling) Islands
CK|Îles Cook|Cookinseln|Cook Islands
FO|Îles Féroé|Färöer|Faroe Islands
HM|Îles Heard-et-MacDonald|Heard und McDonaldinseln|Heard and McDonald Islands
FK|Îles Malouines|Falklandinseln|Falkland Islands
MP|Îles Mariannes du Nord|Nördliche Marianen|Northern Mariana Islands
MH|Îles Marshall|Marshallinseln|Marshall Islands
UM|Îles mineures éloignées des États-Unis|Amerikanische Überseeinseln|United States Minor Outlying Islands
PN|Îles Pitcairn|Pitcairninseln|Pitcairn Islands
SB|Îles Salomon|Salomon-Inseln|Solomon Islands
TC|Îles Turques-et-Caïques|Turks- und Caicosinseln|Turks and Caicos Islands
VG|Îles Vierges britanniques|Britische Jungferninseln|British Virgin Islands
VI|Îles Vierges des États-Unis|Amerikanische Jungferninseln|US Virgin Islands
IN|Inde|Indien|India
ID|Indonésie|Indonesien|Indonesia
IQ|Irak||Iraq
IR|Iran||
IE|Irlande|Irland|Ireland
IS|Islande|Island|Iceland
IL|Israël|Israel|Israel
JM|Jamaïque|Jamaika|Jamaica
JP|Japon|Japan|Japan
JE|Jersey||
JO|Jordanie|Jordanien|Jordan
KZ|Kazakhstan|Kasachstan|
KE|Kenya|Kenia|
KG|Kirghizstan|Kirgisistan|Kyrgyzstan
KI|Kiribati||
KW|Koweït|Kuwait|Kuwait
RE|La Réunion|Réunion|Réunion
LA|Laos||
LS|Lesotho||
LV|Lettonie|Lettland|Latvia
LB|Liban|Libanon|Lebanon
LR|Liberia||
LY|Libye|Libyen|Libya
LI|Liechtenstein||
LT|Lituanie|Litauen|Lithuania
LU|Luxembourg|Luxemburg|
MO|Macao|Sonderverwaltungsregion Macau|Macao SAR China
MK|Macédoine du Nord|Nordmazedonien|North Macedonia
MG|Madagascar|Madagaskar|
MY|Malaisie|Malaysia|Malaysia
MW|Malawi||
MV|Maldives|Malediven|
ML|Mali||
MT|Malte|Malta|Malta
MA|Maroc|Marokko|Morocco
MQ|Martinique||
MU|Maurice|Mauritius|Mauritius
MR|Mauritanie|Mauretanien|Mauritania
YT|Mayotte||
MX|Mexique|Mexiko|Mexico
FM|Micronésie|Mikronesien|Micronesia
MD|Moldavie|Republik Moldau|Moldova
MC|Monaco||
MN|Mongolie|Mongolei|Mongolia
ME|Monténégro|Montenegro|Montenegro
MS|Montserrat||
MZ|Mozambique|Mosambik|
MM|Myanmar (Birmanie)|Myanmar|Myanmar (Burma)
NA|Namibie|Namibia|Namibia
NR|Nauru||
NP|Népal|Nepal|Nepal
NI|Nicaragua||
NE|Niger||
NG|Nigeria||
NU|Niue||
NO|Norvège|Norwegen|Norway
NC|Nouvelle-Calédonie|Neukaledonien|New Caledonia
NZ|Nouvelle-Zélande|Neuseeland|New Zealand
OM|Oman||
UG|Ouganda|Uganda|Uganda
UZ|Ouzbékistan|Usbekistan|Uzbekistan
PK|Pakistan||
PW|Palaos|Palau|Palau
PS|Palestine|Palästinensische Autonomiegebiete|Palestinian Territories
PA|Panama||
PG|Papouasie-Nouvelle-Guinée|Papua-Neuguinea|Papua New Guinea
PY|Paraguay||
NL|Pays-Bas|Niederlande|Netherlands
BQ|Pays-Bas caribéens|Karibische Niederlande|Caribbean Netherlands
PE|Pérou|Peru|Peru
PH|Philippines|Philippinen|
PL|Pologne|Polen|Poland
PF|Polynésie française|Französisch-Polynesien|French Polynesia
PR|Porto Rico|Puerto Rico|Puerto Rico
PT|Portugal||
QA|Qatar|Katar|
CF|République centrafricaine|Zentralafrikanische Republik|Central African Republic
DO|République dominicaine|Dominikanische Republik|Dominican Republic
RO|Roumanie|Rumänien|Romania
GB|Royaume-Uni|Vereinigtes Königreich|United Kingdom
RU|Russie|Russland|Russia
RW|Rwanda|Ruanda|
EH|Sahara occidental|Westsahara|Western Sahara
BL|Saint-Barthélemy|St. Barthélemy|St Barthélemy
KN|Saint-Christophe-et-Niévès|St. Kitts und Nevis|St Kitts and Nevis
SM|Saint-Marin|San Marino|San Marino
MF|Saint-Martin|St. Martin|St Martin
SX|Saint-Martin (partie néerlandaise)|Sint Maarten|Sint Maarten
PM|Saint-Pierre-et-Miquelon|St. Pierre und Miquelon|St Pierre and Miquelon
VC|Saint-Vincent-et-les Grenadines|St. Vincent und die Grenadinen|St Vincent and the Grenadines
SH|Sainte-Hélène|St. Helena|St Helena
LC|Sainte-Lucie|St. Lucia|St Lucia
SV|Salvador|El Salvador|El Salvador
WS|Samoa||
AS|Samoa américaines|Amerikanisch-Samoa|American Samoa
ST|Sao Tomé-et-Principe|São Tomé und Príncipe|São Tomé and Príncipe
SN|Sénégal|Senegal|Senegal
RS|Serbie|Serbien|Serbia
SC|Seychelles|Seychellen|
SL|Sierra Leone||
SG|Singapour|Singapur|Singapore
SK|Slovaquie|Slowakei|Slovakia
SI|Slovénie|Slowenien|Slovenia
SO|Somalie|Somalia|Somalia
SD|Soudan|Sudan|Sudan
SS|Soudan du Sud|Südsudan|South Sudan
LK|Sri Lanka||
SE|Suède|Schweden|Sweden
SR|Suriname||
SJ|Svalbard et Jan Mayen|Spitzbergen und Jan Mayen|Svalbard and Jan Mayen
SY|Syrie|Syrien|Syria
TJ|Tadjikistan|Tadschikistan|Tajikistan
TW|Taïwan|Taiwan|Taiwan
TZ|Tanzanie|Tansania|Tanzania
TD|Tchad|Tschad|Chad
CZ|Tchéquie|Tschechien|Czechia
TF|Terres australes françaises|Französische Süd- und Antarktisgebiete|French Southern Territories
IO|Territoire britannique de l’océan Indien|Britisches Territorium im Indischen Ozean|British Indian Ocean Territory
TH|Thaïlande|Thailand|Thailand
TL|Timor oriental|Osttimor|Timor-Leste
TG|Togo||
TK|Tokelau||
TO|Tonga||
TT|Trinité-et-Tobago|Trinidad und Tobago|Trinidad and Tobago
TN|Tunisie|Tunesien|Tunisia
TM|Turkménistan|Turkmenistan|Turkmenistan
TR|Turquie|Türkei|Türkiye
TV|Tuvalu||
UA|Ukraine||
UY|Uruguay||
VU|Vanuatu||
VE|Venezuela||
VN|Viêt Nam|Vietnam|Vietnam
WF|Wallis-et-Futuna|Wallis und Futuna|Wallis and Futuna
YE|Yémen|Jemen|Yemen
ZM|Zambie|Sambia|Zambia
ZW|Zimbabwe||`;

const table: readonly (readonly [code: string, fr: string, de: string, en: string])[] = lines
  .trim()
  .split("\n")
  .map((line) => {
    const [code = "", fr = "", de, en] = line.split("|");
    return [code, fr, de || fr, en || fr] as const;
  });

const column = { fr: 1, de: 2, en: 3 } as const;

/** The first four, where most visitors come from; then the rest. */
const FIRST = 4;

function byName(a: Country, b: Country): number {
  const [x, y] = [foldedText(a.name), foldedText(b.name)];
  if (x !== y) return x < y ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function listIn(language: Language): readonly Country[] {
  const all = table.map((row) => ({ code: row[0], name: row[column[language]] }));
  if (language === "fr") return all;
  return [...all.slice(0, FIRST), ...all.slice(FIRST).sort(byName)];
}

const lists = new Map<Language, readonly Country[]>();

/** The countries of the forms' lists, named in a language. */
export function countriesIn(language: Language): readonly Country[] {
  let list = lists.get(language);
  if (!list) lists.set(language, (list = listIn(language)));
  return list;
}

/** The countries named in French. */
export const countries: readonly Country[] = countriesIn("fr");

const names = new Map<string, string>(table.map(([code, name]) => [code, name]));

/** French name of a 2-letter code, case-insensitive; "" when unknown. */
export function countryName(code: string | null | undefined): string {
  return names.get((code ?? "").trim().toUpperCase()) ?? "";
}
