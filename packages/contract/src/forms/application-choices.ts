/**
 * The rental application's fixed choices, apart from its schema so that the form in the browser
 * takes them without zod: the residence permits and the documents of a dossier.
 */

/** Residence in Switzerland: a Swiss citizen, or the permit held. */
export const residencePermits = ["Suisse", "Permis C", "Permis B", "Permis L", "Permis G", "Autre"] as const;

/** The documents of a dossier: the form's file fields, with how many of each. */
export const applicationDocuments = [
  { field: "identite", label: "Pièce d'identité ou permis de séjour", required: true, max: 1 },
  { field: "poursuites", label: "Extrait de l'Office des poursuites (moins de trois mois)", required: true, max: 1 },
  { field: "salaires", label: "Fiches de salaire (les trois dernières)", required: false, max: 3 },
  { field: "autre", label: "Autre document", required: false, max: 1 },
] as const;

export const APPLICATION_MAX_FILES = applicationDocuments.reduce((sum, document) => sum + document.max, 0);
