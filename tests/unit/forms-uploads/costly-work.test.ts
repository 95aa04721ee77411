import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { applicant } from "../../../packages/upstream/tests/support/form-requests";
import { fixtureIndex } from "../../../packages/upstream/tests/support/upstream";
import { HONEYPOT_NAME_FIELD, withHoneypot } from "../../support/honeypot";

/**
 * The rental application's costly work (its pictures decoded and encoded again) comes after every
 * cheap check, counted here call by call: the picture library is wrapped so that each decode is
 * recorded, and the form's action (the one the page's script posts to) runs in this process.
 */

const watch = vi.hoisted(() => {
  process.env.APPLICATION_LIMIT_PER_HOUR = "2";
  process.env.OUTBOX_DIR = `var/test-outbox/couteux-${process.pid}`;
  process.env.CATALOGUE_FILE = "tests/fixtures/api/inventory.json";
  return {
    /** The size of each picture handed to the library, in the order they came. */
    decodes: [] as number[],
    /** How many cleanings have started (they wait at the gate before their first picture). */
    started: 0,
    /** Holds every decode until it is opened. */
    gate: Promise.resolve() as Promise<void>,
  };
});

vi.mock("~/images/encode.server", async (original) => {
  const real = await original<typeof import("~/images/encode.server")>();
  return {
    ...real,
    loadSharp: async () => {
      const library = await real.loadSharp();
      watch.started += 1;
      await watch.gate;
      const counted = (input: Uint8Array, options?: object) => {
        watch.decodes.push(input.byteLength);
        return library(input, options);
      };
      return Object.assign(counted, library);
    },
  };
});

const outbox = process.env.OUTBOX_DIR!;
mkdirSync(outbox, { recursive: true });
const { action } = await import("~/routes/application-upload");

const rent = [...fixtureIndex().listingsByRef.values()]
  .map((entry) => entry.property)
  .find((property) => property.type === "rent" && property.status === "active" && !property.promotionRef)!;
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
const moveIn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const fields = { ...applicant, income: "92'000", adults: "2", children: "1", moveIn, rgpd: "on" };

type Upload = [field: string, name: string, bytes: Uint8Array];
let photo: Buffer;
/** A JPEG whose first bytes are right and whose rest is not a picture: refused once decoded. */
const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4096, 0x42)]);

beforeAll(async () => {
  photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#6a8" } })
    .jpeg()
    .toBuffer();
});

afterAll(() => rmSync(outbox, { recursive: true, force: true }));

beforeEach(() => {
  watch.decodes.length = 0;
  watch.started = 0;
  watch.gate = Promise.resolve();
});

function form(uploads: Upload[], values: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(withHoneypot(values))) body.append(name, value);
  for (const [field, name, bytes] of uploads) body.append(field, new Blob([Buffer.from(bytes)]), name);
  return body;
}

/** The form posted by `address` to the address the page's script uses; the answer as JSON. */
async function post(body: FormData, address: string, language = "") {
  const request = new Request(`http://localhost:3000${language}/candidature/envoi?ref=${rent.ref}`, {
    method: "POST",
    body,
  });
  const response = await action({ request, context: { clientAddress: address }, params: {} });
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    reply: (await response.json()) as { location?: string; result?: { error?: Record<string, string[]> } },
  };
}

const documents = (extra: Upload[] = []): Upload[] => [
  ["identite", "carte.pdf", pdf],
  ["poursuites", "extrait.pdf", pdf],
  ...extra,
];
const valid = (email: string) => ({ ...fields, email, jeton: randomUUID() });
const mails = () => readdirSync(outbox).filter((file) => file.endsWith(".eml")).length;

describe("the rental application's costly work", () => {
  it("is never started for a visitor over its limit: a 429 in the page's language, no picture decoded", async () => {
    const address = "203.0.113.61";
    for (const n of [1, 2])
      expect((await post(form(documents(), valid(`limite${n}@example.ch`)), address)).status).toBe(200);
    const photos: Upload[] = [
      ["identite", "IMG_1.JPG", photo],
      ["poursuites", "IMG_2.JPG", photo],
      ["salaires", "IMG_3.JPG", photo],
    ];
    const refused = await post(form(photos, valid("limite3@example.ch")), address, "/de");
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.reply.result?.error?.[""]?.[0]).toMatch(/^Sie haben in kurzer Zeit mehrere Nachrichten gesendet/);
    // The same e-mail address from another visitor address is over its limit too.
    expect((await post(form(photos, valid("limite1@example.ch")), "203.0.113.62")).status).toBe(200);
    expect((await post(form(photos, valid("limite1@example.ch")), "203.0.113.63")).status).toBe(429);
    expect(watch.decodes).toHaveLength(3);
  });

  it("is never started for a robot, a field holding too many files, a file that is no document or invalid fields", async () => {
    const address = "203.0.113.64";
    const cases: [string, FormData][] = [
      [
        "no spam trap",
        (() => {
          const body = form(documents([["salaires", "IMG.JPG", photo]]), valid("robot@example.ch"));
          body.delete(HONEYPOT_NAME_FIELD);
          return body;
        })(),
      ],
      ["no token", form(documents([["salaires", "IMG.JPG", photo]]), { ...fields, email: "sans.jeton@example.ch" })],
      [
        "four pay slips",
        form(documents([1, 2, 3, 4].map((n): Upload => ["salaires", `IMG_${n}.JPG`, photo])), valid("trop@example.ch")),
      ],
      [
        "a program",
        form(
          documents([
            ["autre", "photo.jpg", Buffer.from("MZ\x90\x00programme", "latin1")],
            ["salaires", "IMG.JPG", photo],
          ]),
          valid("programme@example.ch"),
        ),
      ],
      ["an e-mail address that is none", form(documents([["salaires", "IMG.JPG", photo]]), valid("pas-une-adresse"))],
    ];
    for (const [name, body] of cases) {
      const answer = await post(body, address);
      expect(answer.status, name).toBe(400);
    }
    expect(watch.decodes).toEqual([]);
    expect(
      (await post(form(documents([["salaires", "IMG.JPG", photo]]), valid("encore@example.ch")), address)).status,
    ).toBe(200);
    expect(watch.decodes).toHaveLength(1);
  });

  it("is done once per post: the same post replayed gets the same answer without a picture decoded again", async () => {
    const address = "203.0.113.65";
    const values = valid("rejoue@example.ch");
    const sent = await post(form(documents([["salaires", "IMG.JPG", photo]]), values), address);
    expect(sent.reply.location).toBe("/candidature-envoyee?formulaire=envoye");
    expect(mails()).toBeGreaterThan(0);
    const before = mails();
    const replayed = await post(form(documents([["salaires", "IMG.JPG", photo]]), values), "203.0.113.66");
    expect(replayed.reply.location).toBe("/candidature-envoyee?formulaire=envoye");
    expect(mails()).toBe(before);
    expect(watch.decodes).toHaveLength(1);

    const unreadable = valid("illisible@example.ch");
    const refusal = await post(form(documents([["salaires", "scan.jpg", broken]]), unreadable), address);
    expect(refusal.status).toBe(400);
    expect(refusal.reply.result?.error?.salaires).toEqual(["scan.jpg : Cette image est illisible ou trop grande."]);
    const again = await post(form(documents([["salaires", "scan.jpg", broken]]), unreadable), "203.0.113.67");
    expect(again.status).toBe(400);
    expect(again.reply.result?.error?.salaires).toEqual(refusal.reply.result?.error?.salaires);
    expect(watch.decodes).toHaveLength(2);
  });

  it("is done for one post at a time per visitor address and in the process: the others wait for the first to end", async () => {
    const address = "203.0.113.68";
    let open!: () => void;
    watch.gate = new Promise<void>((resolve) => (open = resolve));
    const first = post(form(documents([["salaires", "IMG_A.JPG", photo]]), valid("premier@example.ch")), address);
    await vi.waitUntil(() => watch.started === 1, { timeout: 5000 });
    const second = post(form(documents([["salaires", "IMG_B.JPG", photo]]), valid("second@example.ch")), address);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The first holds the visitor's turn at its first picture; the second waits for it, nothing of it decoded.
    expect(watch.started).toBe(1);
    expect(watch.decodes).toEqual([]);
    // Another address has a turn of its own, but the process cleans and sends one post's documents
    // at a time (decision 153): it waits for the first too, and is not refused for it.
    let elsewhereAnswered = false;
    const elsewhere = post(form(documents(), valid("ailleurs@example.ch")), "203.0.113.69").finally(
      () => (elsewhereAnswered = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(elsewhereAnswered).toBe(false);
    open();
    expect((await first).status).toBe(200);
    expect((await elsewhere).status).toBe(200);
    expect((await second).status).toBe(200);
    expect(watch.decodes).toEqual([photo.length, photo.length]);
  });
});
