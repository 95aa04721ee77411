import { getZodConstraint } from "@conform-to/zod";
import type { Constraint } from "./field-meta";

/**
 * What the fields draw from a schema's rules: `required` and `maxLength`, the only hints the field
 * components put on their inputs. The rest of conform's constraint (the patterns of choice lists,
 * numbers' bounds) is checked by the server when the form is posted; sent with the page it would
 * only add to the page's data.
 */
export function fieldConstraint(schema: Parameters<typeof getZodConstraint>[0]): Record<string, Constraint> {
  const hints: Record<string, Constraint> = {};
  for (const [name, rule] of Object.entries(getZodConstraint(schema))) {
    const hint: Constraint = {};
    if (rule.required) hint.required = true;
    if (rule.maxLength !== undefined) hint.maxLength = rule.maxLength;
    if (Object.keys(hint).length > 0) hints[name] = hint;
  }
  return hints;
}
