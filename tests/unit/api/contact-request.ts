/** A valid contact request, as the contact form posts it. */
export const contactRequest = {
  preferredTitle: "Madame" as const,
  lastName: "Rey",
  name: "Camille",
  email: "camille.rey@example.ch",
  address: "Rue du Bourg 3",
  postalCode: "1870",
  city: "Monthey",
  country: "CH",
  message: "Je souhaite visiter.",
  rgpd: true as const,
  ref: "RLM-1001",
};
