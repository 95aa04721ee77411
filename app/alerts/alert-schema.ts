import { z } from "zod";
import { choice, requiredEmail } from "@rli/contract/forms/fields";
import { messages } from "@rli/contract/forms/messages";
import { alertFrequencies } from "./alert-rules";

/** The alert's form: the address, how often, and the list it follows (its French address and query). */
export const alertSchema = z.object({
  email: requiredEmail(),
  frequence: choice(alertFrequencies),
  recherche: z.string({ required_error: messages.alertSearch }).max(500, messages.alertSearch),
});

/** The fields of the alert's form, in their order. */
export const ALERT_FIELDS = ["email", "frequence", "recherche"] as const;
