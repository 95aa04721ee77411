/** A short text ending like a sentence, so that texts joined for a meta description read well. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "" || /[.!?…:]$/.test(trimmed) || /<\/(p|ul|ol|li|h\d)>$/i.test(trimmed)) return trimmed;
  return `${trimmed}.`;
}
