/**
 * `npx tsx packages/upstream/src/mail/read-kept-mail.cli.ts FILE`: prints a kept message in clear (one
 * the SMTP server refused, in `refuse/`, or one waiting in `a-renvoyer/`), for the person who looks at
 * it; nothing is written to disk. The key comes from MAIL_SPOOL_SECRET, as for the site. Exits 1 with a
 * one-line French reason when the file cannot be opened, 2 when no file is given.
 */
import { readFile } from "node:fs/promises";
import { env, mailSpoolSecret } from "../env";
import { openMail, spoolKey } from "./spool-cipher";

const file = process.argv[2];

if (!file || process.argv.length > 3) {
  console.error("Usage : npx tsx packages/upstream/src/mail/read-kept-mail.cli.ts FICHIER (message gardé, .eml)");
  process.exit(2);
}

try {
  process.stdout.write(openMail(await readFile(file), spoolKey(mailSpoolSecret(env))));
} catch (error) {
  console.error(`Message illisible (${file}) : ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
