/**
 * Whether a picture of an export is a floor plan (decision 099: plans are shown as plans, not
 * photos), from what the export says of it: its title, its file name, and its caption. CRMs put
 * "Plan rez", "Grundriss 1. OG" or "floor plan" in whichever of the three they have. A title or a
 * file name is a few words: a plan word anywhere in it counts. A caption is a sentence ("Salon
 * avec vue, le lac au premier plan"): it counts when it starts with a plan word or names a plan
 * unambiguously ("Appartement B, plan de situation"). "Plan de travail" (a worktop) and "plan
 * d'eau" (a lake) are not plans. Pure.
 */

const NOT_A_PLAN = String.raw`(?!\s+(?:de\s+travail|d['’]\s?eau|de\s+cuisson)(?:[^\p{L}]|$))`;

const PLAN_WORD = String.raw`(?:grundriss\p{L}*|floor\s?plans?|plans?${NOT_A_PLAN}|pianta|piantina|planimetri[ae])`;

/** A plan word anywhere in a title or a file name. */
const PLAN_WORDS = new RegExp(String.raw`(?:^|[^\p{L}])${PLAN_WORD}(?:[^\p{L}]|$)`, "iu");

/** A caption that starts with a plan word ("Plan rez", "Grundriss EG", "Floor plan – level 1"). */
const PLAN_CAPTION_START = new RegExp(String.raw`^[^\p{L}\p{N}]*${PLAN_WORD}(?:[^\p{L}]|$)`, "iu");

/** Words that name a plan wherever they are in a caption. */
const PLAN_CAPTION_NAMES =
  /(?:^|[^\p{L}])(?:grundriss\p{L}*|\p{L}*(?:lage|situations|geschoss|etagen|wohnungs)plan|floor\s?plans?|site\s+plan|planimetri[ae]|plans?\s+(?:de\s+(?:situation|l['’]\s?(?:étage|appartement|attique))|d['’]\s?(?:étage|implantation)|du\s+(?:rez|sous-sol|(?:\d+(?:er|e|ème)\s+)?étage)|des\s+(?:combles|étages)))(?:[^\p{L}]|$)/iu;

/** The file name of a picture without its extension and folders ("plan_2" for ".../plan_2.jpg?x=1"). */
function baseName(name: string): string {
  const path = name.replace(/[?#].*$/, "");
  return path.slice(path.lastIndexOf("/") + 1).replace(/\.[a-z0-9]{2,4}$/i, "");
}

/** What a picture's caption says: a floor plan ("Plan rez", "Grundriss", "floor plan", "plan de situation"). */
export function isPlanCaption(caption: string): boolean {
  const text = caption.trim();
  return text !== "" && (PLAN_CAPTION_START.test(text) || PLAN_CAPTION_NAMES.test(text));
}

/** Whether a picture is a floor plan by its title, its file name (or address) or its caption. */
export function isPlanPicture(picture: { title?: string; name?: string; caption?: string }): boolean {
  return (
    PLAN_WORDS.test(picture.title ?? "") ||
    PLAN_WORDS.test(baseName(picture.name ?? "")) ||
    isPlanCaption(picture.caption ?? "")
  );
}
