/**
 * `npx tsx packages/upstream/src/mail/read-kept-mail.cli.ts FILE`: prints a kept message in clear (one
 * the SMTP server refused, in `refuse/`, or one waiting in `a-renvoyer/`), for the person who looks at
 * it; nothing is written to disk. The key comes from MAIL_SPOOL_SECRET, as for the site. Exits 1 with a
 * one-line French reason when the file cannot be opened, 2 when no file is given.
 * `npm run mail:refused` lists the refused ones (refused-mail.cli.ts).
 */
import { env, mailSpoolSecret } from "../env";
import { printKeptMail } from "./print-kept-mail";

const file = process.argv[2];

if (!file || process.argv.length > 3) {
  console.error("Usage : npx tsx packages/upstream/src/mail/read-kept-mail.cli.ts FICHIER (message gardé, .eml)");
  process.exit(2);
}

process.exitCode = await printKeptMail(file, mailSpoolSecret(env));
