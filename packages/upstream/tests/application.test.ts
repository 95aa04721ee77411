import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { API_DOCUMENT_MAX_BYTES } from "@rli/contract/forms/application";
import { createMailer } from "@rli/upstream/mail/mailer.server";
import { fixtureIndex, fixtureUpstream, memoryMailer } from "./support/upstream";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { applicant } from "./support/form-requests";

/**
 * A rental application through the API: checked (a rent listing on offer, its fields, its documents
 * by their bytes), then sent as one e-mail with the documents attached.
 */

const rent = [...fixtureIndex().listingsByRef.values()].find(
  (entry) => entry.property.type === "rent" && entry.property.status === "active" && !entry.property.promotionRef,
)!.property;
const sale = [...fixtureIndex().listingsByRef.values()].find((entry) => entry.property.type === "buy")!.property;

const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const fields = {
  ref: rent.ref,
  ...applicant,
  income: 92_000,
  adults: 2,
  children: 1,
  moveIn: "2030-01-01",
  rgpd: true,
};

async function post(body: unknown, mailer = memoryMailer()) {
  const response = await fixtureUpstream(mailer)(
    new Request("http://embedded.upstream/api/contact/application", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
  return {
    status: response.status,
    json: (await response.json()) as { data: { sent: boolean }; errors?: Record<string, string[]> },
    mailer,
  };
}

const document = (field: string, name: string, bytes: Uint8Array) => ({
  field,
  name,
  content: Buffer.from(bytes).toString("base64"),
});

describe("rental application through the API", () => {
  it("sends one e-mail naming the listing, with the documents attached", async () => {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a0" } })
      .jpeg()
      .toBuffer();
    // Move-in from the API's today: any day within two years of it.
    const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { status, json, mailer } = await post({
      ...fields,
      moveIn,
      documents: [
        document("identite", "carte.pdf", pdf),
        document("poursuites", "extrait.pdf", pdf),
        document("salaires", "mars.jpg", photo),
      ],
    });
    expect(json).toEqual({ data: { sent: true } });
    expect(status).toBe(200);
    const [mail] = mailer.sent;
    expect(mail!.subject).toContain(`Dossier de candidature – ${rent.ref}`);
    expect(mail!.subject).toContain("Claire Dubœuf");
    expect(mail!.text).toContain("Revenu annuel brut");
    expect(mail!.text).toContain("CHF 92'000.–");
    expect(mail!.text).toContain("17.04.1990");
    expect(mail!.html).toContain("Extrait de l&#39;Office des poursuites");
    expect(mail!.attachments!.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      ["carte.pdf", "application/pdf"],
      ["extrait.pdf", "application/pdf"],
      ["mars.jpg", "image/jpeg"],
    ]);
    expect(Buffer.from(mail!.attachments![2]!.content).equals(photo)).toBe(true);
    expect(mail!.replyTo).toEqual({ name: "Claire Dubœuf", address: "claire.duboeuf@example.ch" });
  });

  it("refuses a sale listing, a missing document, a program named .pdf, and too many files", async () => {
    const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const base = { ...fields, moveIn };
    const both = [document("identite", "a.pdf", pdf), document("poursuites", "b.pdf", pdf)];
    const forSale = await post({ ...base, ref: sale.ref, documents: both });
    expect(forSale.status).toBe(400);
    expect(forSale.json.errors!.ref![0]).toMatch(/pas proposé à la location/);
    const missing = await post({ ...base, documents: [both[0]] });
    expect(missing.json.errors).toMatchObject({ poursuites: ["Veuillez joindre ce document."] });
    const program = await post({
      ...base,
      documents: [both[0], document("poursuites", "x.pdf", Buffer.from("MZ\x90\x00"))],
    });
    expect(program.json.errors!["documents.1.content"]).toEqual([
      "Ce fichier n'est ni un PDF, ni une photo JPEG ou PNG.",
    ]);
    const seven = await post({
      ...base,
      documents: [...both, ...Array.from({ length: 5 }, (_, n) => document("salaires", `${n}.pdf`, pdf))],
    });
    expect(seven.status).toBe(400);
    for (const answer of [forSale, missing, program, seven]) expect(answer.mailer.sent).toHaveLength(0);
  });

  it("takes documents of megabytes up to its bound, and refuses base64 that is not, beside the document", async () => {
    const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    // A phone's photo of an ID as cleaned by the site (past 3 MB zod's base64 check overflowed), and a
    // PDF of the API's bound per document: the bytes themselves matter only by their first ones.
    const photo = Buffer.alloc(4.5 * 1024 * 1024, 0x5a);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    const scan = Buffer.concat([pdf, Buffer.alloc(API_DOCUMENT_MAX_BYTES - pdf.length, 0x20)]);
    const { status, json, mailer } = await post({
      ...fields,
      moveIn,
      documents: [document("identite", "IMG_2041.jpg", photo), document("poursuites", "extrait.pdf", scan)],
    });
    expect(json).toEqual({ data: { sent: true } });
    expect(status).toBe(200);
    const attachments = mailer.sent[0]!.attachments!;
    expect(Buffer.from(attachments[0]!.content).equals(photo)).toBe(true);
    expect(Buffer.from(attachments[1]!.content).equals(scan)).toBe(true);

    const over = Buffer.concat([scan, Buffer.from(" ")]);
    const malformed = await post({
      ...fields,
      moveIn,
      documents: [
        { field: "identite", name: "carte.pdf", content: `${pdf.toString("base64").slice(0, -4)}!!!!` },
        { ...document("poursuites", "extrait.pdf", pdf), content: pdf.toString("base64url") },
        document("salaires", "gros.pdf", over),
      ],
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.errors).toMatchObject({
      "documents.0.content": ["Ce fichier n'est pas lisible tel qu'il a été transmis (base64 invalide)."],
      "documents.1.content": ["Ce fichier n'est pas lisible tel qu'il a été transmis (base64 invalide)."],
      "documents.2.content": ["Ce fichier est vide ou trop lourd."],
    });
    expect(malformed.mailer.sent).toHaveLength(0);
  });

  it("writes the documents into the message the mail server receives", async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), "candidature-"));
    try {
      const mailer = createMailer({
        from: "site@example.ch",
        to: "courtiers@example.ch",
        outboxDir: outbox,
        log: () => undefined,
      });
      const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await post(
        {
          ...fields,
          moveIn,
          documents: [document("identite", "carte identité.pdf", pdf), document("poursuites", "extrait.pdf", pdf)],
        },
        mailer as never,
      );
      const [file] = readdirSync(outbox).filter((name) => name.endsWith(".eml"));
      const raw = readFileSync(path.join(outbox, file!), "latin1");
      expect(raw).toMatch(/Content-Type: application\/pdf; name=/);
      expect(raw).toContain(Buffer.from(pdf).toString("base64").slice(0, 40));
      expect(raw).toMatch(/Content-Disposition: attachment; filename\*?=/);
    } finally {
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
