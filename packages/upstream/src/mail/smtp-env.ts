import { readFileSync } from "node:fs";
import { agency } from "@rli/contract/agency/agency";
import { env } from "../env";
import { ehloName } from "./smtp-security";
import type { SmtpSettings } from "./smtp-transport";

let ca: { file: string; pem: Buffer } | undefined;

/**
 * The relay of SMTP_URL as the environment sets it: SMTP_CA_FILE's authorities (the file checked
 * when the environment was read, env.ts) and SITE_URL's host as the EHLO name; undefined without
 * SMTP_URL.
 */
export function smtpSettingsFromEnv(): SmtpSettings | undefined {
  if (!env.SMTP_URL) return undefined;
  if (env.SMTP_CA_FILE && ca?.file !== env.SMTP_CA_FILE) {
    ca = { file: env.SMTP_CA_FILE, pem: readFileSync(env.SMTP_CA_FILE) };
  }
  return {
    smtpUrl: env.SMTP_URL,
    ca: env.SMTP_CA_FILE ? ca?.pem : undefined,
    name: ehloName(env.SITE_URL ?? agency.siteUrl),
  };
}
