import { createRequire } from "node:module";
import type { KeywordDefinition, ValidateFunction } from "ajv";
import type Ajv2020 from "ajv/dist/2020";
import type addFormats from "ajv-formats";
import type { SchemaError } from "./swissrets-json-messages";

/**
 * The SwissRETS JSON schema's check, compiled once per process. `validateSwissRets` of
 * @qualipool/swissrets-json builds a new Ajv and compiles the 86 kB schema at every call (a third of a
 * second of processor time, nearly all of what a start of the site spends reading its inventory); this is the
 * same check (Ajv 2020 with every error and its data, the formats, the standard's two keywords of its
 * own, `sameAs` and `uniqueId`), compiled at its first use and kept.
 */
const require = createRequire(import.meta.url);
let validate: ValidateFunction | undefined;

function compiled(): ValidateFunction {
  if (validate) return validate;
  const Ajv = require("ajv/dist/2020") as typeof Ajv2020;
  const withFormats = require("ajv-formats") as typeof addFormats;
  const { allCustomValidators } = require("@qualipool/swissrets-json/dist/src/ts/validator/custom-validation") as {
    allCustomValidators: () => KeywordDefinition[];
  };
  const ajv = new Ajv({ allErrors: true, verbose: true, removeAdditional: false });
  withFormats(ajv);
  for (const keyword of allCustomValidators()) ajv.addKeyword(keyword);
  validate = ajv.compile(require("@qualipool/swissrets-json/dist/schema/swissRetsSchema.json") as object);
  return validate;
}

/** The schema's errors for `data` (none when it is a valid SwissRETS inventory). */
export function swissRetsErrors(data: unknown): SchemaError[] {
  const check = compiled();
  return check(data) ? [] : [...(check.errors ?? [])];
}
