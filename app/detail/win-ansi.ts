/**
 * Text for PDF standard fonts (Helvetica), which encode in WinAnsi: Latin-1 plus a few signs
 * (– — ’ “ ” … € œ •). Other spaces become plain spaces, other dashes and quotes their closest
 * WinAnsi sign, and anything else that cannot be drawn is dropped rather than shown garbled.
 */
const extras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const replacements: Record<string, string> = {
  "\u2009": " ",
  "\u202f": " ",
  "\u2007": " ",
  "\u200b": "",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "–",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u2039": "‹",
  "\u2153": "1/3",
  "\u2154": "2/3",
};

export function winAnsiText(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || extras.has(char)) {
      out += char;
    } else if (char === "\t") {
      out += " ";
    } else {
      out += replacements[char] ?? "";
    }
  }
  return out;
}
