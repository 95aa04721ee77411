import { z } from "zod";
import { LOG_LEVELS, logger } from "../logging/logger";

/**
 * Reading a process's configuration from its environment, shared by the site (app/env.server.ts)
 * and the upstream (packages/upstream/src/env.ts); each keeps its own variables in its own schema.
 */

export class ConfigError extends Error {}

/** A URL, or nothing when the variable is unset or empty. */
export const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.string().url().optional());

/**
 * LOG_LEVEL, the least level of the lines written (logging/logger.ts reads it when it loads; an
 * invalid value stops the start here, naming it).
 */
export const logLevelSetting = z.preprocess(
  (value) => (value === "" ? undefined : value),
  z.enum(LOG_LEVELS).optional(),
);

/** The variables the schema reads from `source`; the first invalid one throws a one-line French message. */
export function parseConfig<Schema extends z.ZodTypeAny>(
  schema: Schema,
  source: Record<string, string | undefined>,
): z.infer<Schema> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new ConfigError(`Configuration invalide : ${issue.path.join(".")} ${issue.message}`);
  }
  return result.data;
}

/** The configuration of this process; an invalid one stops it with its message. */
export function loadConfig<Config>(parse: (source: Record<string, string | undefined>) => Config): Config {
  try {
    return parse(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      logger.fatal({ event: "config.invalid" }, error.message);
      process.exit(1);
    }
    throw error;
  }
}
