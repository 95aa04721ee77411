import { z } from "zod";
import { countryCode } from "./country";
import { consent, choice, postalCode, requiredEmail, requiredLongText, requiredText, visitorLanguage } from "./fields";
import { readInCountry } from "./in-country";
import { optionalPhoneInCountry } from "./phone";
import { optionalPageLink, optionalReference, optionalVisitId } from "./reference";
import { salutations } from "./salutations";

/** Contact request (product §3), with the rules of product §5. */
export const contactFields = z.object({
  preferredTitle: choice(salutations),
  lastName: requiredText(),
  name: requiredText(),
  email: requiredEmail(),
  phone: optionalPhoneInCountry(),
  address: requiredText(),
  postalCode: postalCode(),
  city: requiredText(),
  country: countryCode(),
  message: requiredLongText(),
  rgpd: consent(),
  link: optionalPageLink(),
  ref: optionalReference(),
  /** The visit of the listing the request is for (opened from a visit of its page). */
  visit: optionalVisitId(),
  language: visitorLanguage(),
});

/** The contact request, its postcode and phone read in the country chosen (decision 141). */
export const contactSchema = readInCountry(contactFields, { postalCode: "postalCode", phones: ["phone"] });

export type ContactRequest = z.infer<typeof contactSchema>;

export { salutations };
