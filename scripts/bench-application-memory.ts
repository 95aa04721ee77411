/**
 * Rental applications with real phone photos through the production server (npm run bench).
 *
 *   npx tsx scripts/bench-application-memory.ts
 *
 * Starts the built site (its embedded upstream) as the systemd unit starts it (its memory
 * settings read from deploy/systemd/), with a real SMTP server beside it, then measures:
 * - the largest document that reaches the mail server attached: a PDF of each size up to
 *   APPLICATION_FILE_MB, and phone photos of 12 megapixels of 3, 4 and 5 MB;
 * - the server's resident memory when four dossiers of four 5 MB photos each (20 MB) arrive at once
 *   from four addresses: its peak, and what it holds 8 s after, against what it held before.
 * Figures are printed beside their targets (every dossier delivered, memory < 600 MB), never
 * asserted. About 40 s, the photos drawn included.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { startSmtpServer } from "../packages/upstream/tests/support/smtp";
import {
  anotherFile,
  dossierForm,
  megabytes,
  pdfOf,
  phonePhoto,
  postDossier,
  type DossierDocument,
} from "../tests/support/dossiers";
import { startSite } from "../tests/support/site-process";

const MB = 1024 * 1024;
const FILE_MB = 5;
const targets = { rssMb: 600 };

function row(label: string, value: string, target = "", ok?: boolean): string {
  const verdict = ok === undefined ? "" : ok ? "OK" : "DÉPASSÉ";
  return `  ${label.padEnd(62)} ${value.padStart(12)}   ${target ? `cible ${target}`.padEnd(18) : "".padEnd(18)} ${verdict}`;
}

/** The memory settings of the systemd unit's Environment= lines (glibc's allocator, V8's gc), as production has them. */
function allocatorSettings(): Record<string, string> {
  const unit = readFileSync("deploy/systemd/rhone-leman-site@.service", "utf8");
  const pairs = [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap((line) => line[1]!.trim().split(/\s+/));
  return Object.fromEntries(
    pairs
      .filter((pair) => pair.startsWith("MALLOC_") || pair.startsWith("NODE_OPTIONS="))
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as [string, string]),
  );
}

/** The peak resident memory of a process since it started (VmHWM), in bytes. */
function peakOf(pid: number): number {
  const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return kb ? Number(kb[1]) * 1024 : 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const allocator = allocatorSettings();
const outbox = mkdtempSync(path.join(tmpdir(), "bench-candidature-"));
const smtp = await startSmtpServer();
const site = await startSite({
  ...allocator,
  SMTP_URL: smtp.url,
  OUTBOX_DIR: outbox,
  TRUST_PROXY: "1",
  APPLICATION_FILE_MB: String(FILE_MB),
  APPLICATION_LIMIT_PER_HOUR: "1000",
});
let failed = false;
try {
  console.log(
    `Photos de téléphone de 12 Mpx… (réglages de la mémoire : ${Object.entries(allocator)
      .map((pair) => pair.join("="))
      .join(" ")})`,
  );
  // Room for the comment that makes each one another file.
  const photos = await Promise.all([3, 4, 5].map((mb) => phonePhoto(mb * MB - 64)));
  let visitor = 1;
  const required = (extra: DossierDocument): DossierDocument[] => [
    { field: "identite", name: "carte.pdf", bytes: pdfOf(1000), type: "application/pdf" },
    { field: "poursuites", name: "extrait.pdf", bytes: pdfOf(1000), type: "application/pdf" },
    extra,
  ];
  /** One dossier with `document` as its pay slip: is it attached to the mail the SMTP server received? */
  const goesThrough = async (document: DossierDocument): Promise<boolean> => {
    const before = smtp.messages.length;
    const form = dossierForm("bench@example.ch", required(document));
    const answer = await postDossier(site.origin, form, `198.51.100.${visitor++}`);
    if (answer.status !== 303 || smtp.messages.length !== before + 1) return false;
    const mail = await simpleParser(smtp.messages.at(-1)!.bytes);
    const stem = document.name.replace(/\.[^.]+$/, "");
    return mail.attachments.some((file) => file.filename?.startsWith(stem) && file.size > 0);
  };

  let largestPdf = 0;
  for (let mb = 1; mb <= FILE_MB; mb += 1) {
    const pdf = { field: "salaires", name: `releve-${mb}.pdf`, bytes: pdfOf(mb * MB), type: "application/pdf" };
    if (!(await goesThrough(pdf))) break;
    largestPdf = mb * MB;
  }
  let largestPhoto = 0;
  for (const bytes of photos) {
    if (await goesThrough({ field: "salaires", name: `IMG_${bytes.length}.jpg`, bytes, type: "image/jpeg" })) {
      largestPhoto = Math.max(largestPhoto, bytes.length);
    }
  }

  console.log("Quatre dossiers de quatre photos de 5 Mo, de quatre adresses à la fois…");
  const fields = ["identite", "poursuites", "salaires", "autre"];
  const dossiers = [0, 1, 2, 3].map((n) =>
    fields.map((field, k): DossierDocument => {
      const bytes = anotherFile(photos[2]!, n * 4 + k);
      return { field, name: `IMG_${n}${k}.jpg`, bytes, type: "image/jpeg" };
    }),
  );
  const dossierMb = dossiers.map((documents) => megabytes(documents.reduce((sum, file) => sum + file.bytes.length, 0)));
  // What the server holds once the posts before are over and it is idle.
  await sleep(3000);
  const before = site.rss();
  const peakBefore = peakOf(site.pid);
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, site.rss())), 20);
  const delivered = smtp.messages.length;
  const started = performance.now();
  const answers = await Promise.all(
    dossiers.map((documents, n) =>
      postDossier(site.origin, dossierForm(`rafale${n}@example.ch`, documents), `203.0.113.${n + 1}`),
    ),
  );
  const burstS = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // VmHWM also catches a peak between two samples, when the burst's is the highest since the start.
  const highest = peakOf(site.pid);
  const peak = highest > peakBefore ? highest : sampled;
  await sleep(8000);
  const after = site.rss();
  const sent = smtp.messages.length - delivered;
  const statuses = answers.map((answer) => answer.status);

  console.log("\nCandidatures (serveur de production, API intégrée, serveur SMTP réel) :");
  console.log(
    row(
      `plus grand PDF transmis (APPLICATION_FILE_MB=${FILE_MB})`,
      `${megabytes(largestPdf).toFixed(2)} Mo`,
      `${FILE_MB} Mo`,
      largestPdf === FILE_MB * MB,
    ),
  );
  console.log(
    row(
      "plus grande photo transmise (12 Mpx, essayées : 3, 4 et 5 Mo)",
      `${megabytes(largestPhoto).toFixed(2)} Mo`,
      "5 Mo",
      largestPhoto === photos[2]!.length,
    ),
  );
  console.log(
    row(
      `rafale de 4 dossiers (${dossierMb.map((mb) => mb.toFixed(1)).join(", ")} Mo) : réponses`,
      statuses.join(" "),
      "303 ×4",
      statuses.every((status) => status === 303),
    ),
  );
  console.log(row("rafale : messages reçus par le serveur SMTP", String(sent), "4", sent === 4));
  console.log(row("rafale : durée", `${burstS.toFixed(1)} s`));
  console.log(row("mémoire résidente avant la rafale", `${megabytes(before).toFixed(0)} Mo`));
  console.log(
    row(
      "mémoire résidente au plus haut",
      `${megabytes(peak).toFixed(0)} Mo`,
      `< ${targets.rssMb} Mo`,
      megabytes(peak) < targets.rssMb,
    ),
  );
  console.log(
    row(
      "mémoire résidente 8 s après",
      `${megabytes(after).toFixed(0)} Mo`,
      `≤ avant + 100 Mo`,
      after <= before + 100 * MB,
    ),
  );
  for (const answer of answers.filter((answer) => answer.status !== 303)) {
    const alert = /role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(answer.html)?.[1]?.replace(/<[^>]+>/g, " ");
    console.log(`  ${answer.status} (Retry-After ${answer.retryAfter ?? "-"}) : ${alert?.trim() ?? ""}`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await site.stop();
  await smtp.close();
  rmSync(outbox, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
