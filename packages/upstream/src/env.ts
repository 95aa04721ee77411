import { z } from "zod";
import { ConfigError, loadConfig, optionalUrl, parseConfig } from "@rli/contract/config/environment";

/**
 * The upstream's configuration, read from the environment once, the first time it is needed
 * (at start-up of `npm run upstream`, or when the site starts with the upstream in-process).
 * An invalid value stops the process with a one-line message naming the variable.
 */

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Where the forms are forwarded. */
  MAIL_TO: z.string().email().default("courtiers@rhone-leman-immobilier.ch"),
  MAIL_FROM: z.string().email().default("site@rhone-leman-immobilier.ch"),
  /** smtp://user:pass@host:587 or smtps://…; unset: e-mails are written to OUTBOX_DIR. */
  SMTP_URL: optionalUrl.optional(),
  OUTBOX_DIR: z.string().min(1).default("var/outbox"),
  /** SwissRETS JSON inventory served. Unset: the demo inventory. */
  CATALOGUE_FILE: z.string().min(1).optional(),
  /** Public origin of the site, linked from the e-mails and accepted as its own in the inventory. */
  SITE_URL: optionalUrl.optional(),
  /** Folder of the demo photos, drawn once for all processes (see pictures/demo-photos.ts). */
  DEMO_PHOTOS_DIR: z.string().min(1).default("var/demo-photos"),
  /** Port and address of the upstream served alone (`npm run upstream`). */
  UPSTREAM_PORT: z.coerce.number().int().min(1).max(65535).default(3300),
  UPSTREAM_HOST: z.preprocess((value) => (value === "" ? undefined : value), z.string().default("127.0.0.1")),
});

export type UpstreamEnv = z.infer<typeof schema>;

export { ConfigError as UpstreamConfigError };

export function parseUpstreamEnv(source: Record<string, string | undefined>): UpstreamEnv {
  return parseConfig(schema, source);
}

export const env: UpstreamEnv = loadConfig(parseUpstreamEnv);
