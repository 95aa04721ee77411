import { readFileSync } from "node:fs";
import { agency } from "@rli/contract/agency/agency";
import { env, type UpstreamEnv } from "../env";
import { ehloName } from "./smtp-security";
import type { SmtpSettings } from "./smtp-transport";

type RelaySettings = Pick<UpstreamEnv, "SMTP_URL" | "SMTP_CA_FILE" | "SITE_URL">;

/**
 * The relay of SMTP_URL as `settings` set it: SMTP_CA_FILE's authorities (the file checked when
 * the environment was read, env.ts) and SITE_URL's host as the EHLO name (the agency's public host
 * without it); undefined without SMTP_URL.
 */
export function smtpSettingsOf(settings: RelaySettings): SmtpSettings | undefined {
  if (!settings.SMTP_URL) return undefined;
  return {
    smtpUrl: settings.SMTP_URL,
    ca: settings.SMTP_CA_FILE ? readFileSync(settings.SMTP_CA_FILE) : undefined,
    name: ehloName(settings.SITE_URL ?? agency.siteUrl),
  };
}

let fromEnv: SmtpSettings | undefined;

/** The relay as the environment sets it, read once (the authority's file at the first use, at start-up). */
export function smtpSettingsFromEnv(): SmtpSettings | undefined {
  fromEnv ??= smtpSettingsOf(env);
  return fromEnv;
}
