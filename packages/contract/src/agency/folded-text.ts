/**
 * A text as it is compared or sorted: lower case, accents dropped (« Champéry » and « champery »,
 * « Österreich » and « osterreich » are the same), the same in the server and in every browser.
 */
export function foldedText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}
