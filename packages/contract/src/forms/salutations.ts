/** Salutations offered by the forms (product §3), in display order. */
export const salutations = [
  "Monsieur",
  "Madame",
  "Madame et Monsieur",
  "Madame, Monsieur",
  "Messieurs",
  "Mesdames",
  "Maître",
  "Docteur",
  "Autre",
] as const;

export type Salutation = (typeof salutations)[number];
