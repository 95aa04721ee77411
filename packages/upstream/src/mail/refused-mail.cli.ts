/**
 * `npm run mail:refused`: the messages the SMTP server refused for good, kept in `{OUTBOX_DIR}/refuse/`,
 * one line each (file, when refused, when deleted, the server's reason), oldest first.
 * `npm run mail:refused -- FILE`: one of them in clear (its name as listed, or a path), with the site's
 * MAIL_SPOOL_SECRET; nothing is written to disk. Exits 1 when the folder or the file cannot be read,
 * 2 on a wrong use.
 */
import path from "node:path";
import { formatDateTime } from "@rli/contract/agency/format";
import { env, mailSpoolSecret } from "../env";
import { REFUSED_FOLDER } from "./mail-spool.server";
import { printKeptMail } from "./print-kept-mail";
import { refusedMails } from "./refused-mail.server";

const args = process.argv.slice(2);
const refusedDir = path.join(path.resolve(env.OUTBOX_DIR), REFUSED_FOLDER);
const when = (ms: number) => formatDateTime(new Date(ms), "fr");

if (args.length > 1) {
  console.error("Usage : npm run mail:refused [-- FICHIER] (sans fichier : la liste des messages refusés)");
  process.exit(2);
}

if (args[0] !== undefined) {
  const file = args[0].includes(path.sep) ? args[0] : path.join(refusedDir, args[0]);
  process.exitCode = await printKeptMail(file, mailSpoolSecret(env));
} else {
  try {
    const refused = await refusedMails(refusedDir, env.MAIL_RETENTION_DAYS);
    if (refused.length === 0) {
      console.log(`Aucun message refusé dans ${refusedDir}.`);
    } else {
      console.log(
        `${refused.length} message(s) refusé(s) dans ${refusedDir}, supprimé(s) ${env.MAIL_RETENTION_DAYS} jours après le refus :`,
      );
      for (const mail of refused) {
        console.log(
          `${mail.name}  refusé le ${when(mail.refusedAt)}  supprimé dès le ${when(mail.deletedFrom)}  ${mail.reason}`,
        );
      }
      console.log("Pour en lire un : npm run mail:refused -- FICHIER");
    }
  } catch (error) {
    console.error(`Dossier illisible (${refusedDir}) : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
