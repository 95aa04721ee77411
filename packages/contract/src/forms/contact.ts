import { z } from "zod";
import { countryCode } from "./country";
import { consent, choice, postalCode, requiredEmail, requiredLongText, requiredText, visitorLanguage } from "./fields";
import { optionalPhone } from "./phone";
import { optionalPageLink, optionalReference, optionalVisitId } from "./reference";
import { salutations } from "./salutations";

/** Contact request (product §3), with the rules of product §5. */
export const contactSchema = z.object({
  preferredTitle: choice(salutations),
  lastName: requiredText(),
  name: requiredText(),
  email: requiredEmail(),
  phone: optionalPhone(),
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

export type ContactRequest = z.infer<typeof contactSchema>;

export { salutations };
