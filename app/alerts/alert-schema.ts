import { z } from "zod";
import { choice, requiredEmail } from "@rli/contract/forms/fields";
import { messages } from "@rli/contract/forms/messages";
import { alertFrequencies } from "./alert-rules";

/** The alert's form: the address, how often, and the list it follows (its French address and query). */
export const alertSchema = z.object({
  email: requiredEmail(),
  frequence: choice(alertFrequencies),
  // The list followed, read again on the server (a search it cannot follow is told in the page's language).
  recherche: z.string({ required_error: messages.required }).max(500, messages.link),
});
