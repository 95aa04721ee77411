import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentsBytesWithin } from "../../packages/upstream/src/mail/relay-size";
import { applicant } from "../../packages/upstream/tests/support/form-requests";
import { fixtureIndex } from "../../packages/upstream/tests/support/upstream";
import { loadHandler, ORIGIN, type Handler } from "../support/build";
import { withHoneypot } from "../support/honeypot";

/**
 * A relay announcing `SIZE 100000` (smtp-server's `size`), as the embedded upstream reads it before
 * any visitor sends: the rental form announces the smaller bound it leaves for the documents, a
 * dossier over it is refused with 413 while it is read (values kept, the bound named in the page's
 * language), and one within it reaches the relay, greeted with SITE_URL's host.
 */

const RELAY_SIZE = 100_000;
const received: Buffer[] = [];
/** The names the site gave itself in EHLO, one per connection (the limit's reading, then each message). */
const greetings: string[] = [];
const relay = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  size: RELAY_SIZE,
  logger: false,
  onMailFrom(_address, session, callback) {
    greetings.push(session.hostNameAppearsAs);
    callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push(Buffer.concat(chunks));
      callback();
    });
  },
});
const outbox = mkdtempSync(path.join(tmpdir(), "relay-size-outbox-"));
let handle: Handler;

const rent = [...fixtureIndex().listingsByRef.values()]
  .map((entry) => entry.property)
  .find((property) => property.type === "rent" && property.status === "active" && !property.promotionRef)!;
const fields = {
  ...applicant,
  income: "92'000",
  adults: "2",
  children: "1",
  moveIn: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  rgpd: "on",
};
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n");
  bytes.write("%%EOF\n", size - 6);
  return bytes;
};

function post(documents: [field: string, bytes: Buffer][], address = "/candidature"): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(withHoneypot({ jeton: randomUUID(), ...fields }, 10_000))) {
    form.append(name, value);
  }
  for (const [field, bytes] of documents) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), `${field}.pdf`);
  }
  return new Request(`${ORIGIN}${address}?ref=${encodeURIComponent(rent.ref)}`, {
    method: "POST",
    headers: { Origin: ORIGIN, Host: new URL(ORIGIN).host },
    body: form,
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    relay.server.once("error", reject);
    relay.listen(0, "127.0.0.1", () => resolve());
  });
  handle = await loadHandler({
    OUTBOX_DIR: outbox,
    CATALOGUE_FILE: "tests/fixtures/api/inventory.json",
    SMTP_URL: `smtp://127.0.0.1:${(relay.server.address() as AddressInfo).port}`,
    SITE_URL: "https://www.exemple-agence.ch",
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => relay.close(() => resolve()));
  rmSync(outbox, { recursive: true, force: true });
});

// What the relay leaves for the documents once encoded: 32 661 bytes, announced as 0,03 MB.
const bound = documentsBytesWithin(RELAY_SIZE);

describe("the relay's size limit on a rental application", () => {
  it("is what the form announces, in the page's language, for all documents and for each", async () => {
    expect(bound).toBeGreaterThan(30_000);
    expect(bound).toBeLessThan(0.04 * 1024 * 1024);
    const french = await (await handle(new Request(`${ORIGIN}/candidature?ref=${rent.ref}`))).text();
    expect(french).toContain("0,03 Mo au plus pour tous les documents ensemble.");
    expect(french).toContain("PDF, JPEG ou PNG, 0,03 Mo au plus par fichier.");
    expect(french).not.toContain("20 Mo au plus");
    const german = await (await handle(new Request(`${ORIGIN}/de/candidature?ref=${rent.ref}`))).text();
    expect(german).toContain("Höchstens 0.03 MB für alle Unterlagen zusammen.");
    const english = await (await handle(new Request(`${ORIGIN}/en/candidature?ref=${rent.ref}`))).text();
    expect(english).toContain("0.03 MB at most for all documents together.");
  });

  it("refuses a 121 KB dossier with 413 while it is read, the values kept and the bound named", async () => {
    // Each document within the bound, all four together over it.
    const dossier: [string, Buffer][] = [
      ["identite", pdf(30 * 1024)],
      ["poursuites", pdf(30 * 1024)],
      ["salaires", pdf(30 * 1024)],
      ["salaires", pdf(31 * 1024)],
    ];
    expect(dossier.every(([, bytes]) => bytes.length < bound)).toBe(true);
    for (const [address, message] of [
      ["/candidature", "Les fichiers dépassent 0,03 Mo en tout."],
      ["/de/candidature", "Die Dateien sind zusammen grösser als 0.03 MB."],
      ["/en/candidature", "The files come to more than 0.03 MB altogether."],
    ] as const) {
      const response = await handle(post(dossier, address));
      expect(response.status, address).toBe(413);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toContain(`value="${applicant.employer}"`);
    }
    // One document over the bound is named beside its field.
    const single = await handle(post([["identite", pdf(40 * 1024)]]));
    expect(single.status).toBe(413);
    expect(await single.text()).toContain("Ce fichier dépasse 0,03 Mo.");
    expect(received).toEqual([]);
  });

  it("sends a dossier within the bound to the relay, which takes it", async () => {
    const response = await handle(
      post([
        ["identite", pdf(12 * 1024)],
        ["poursuites", pdf(12 * 1024)],
      ]),
    );
    expect(response.status).toBe(303);
    expect(received).toHaveLength(1);
    expect(received[0]!.length).toBeLessThanOrEqual(RELAY_SIZE);
    // The site greets the relay with SITE_URL's host, not the machine's address.
    expect(greetings).toEqual(["www.exemple-agence.ch"]);
  });
});
