import { describe, expect, it } from "vitest";
import { MultipartRefused, openMultipart, type MultipartLimits } from "~/forms/uploads/multipart.server";

const limits: MultipartLimits = {
  maxFileBytes: 5 * 1024 * 1024,
  maxTotalBytes: 20 * 1024 * 1024,
  maxFiles: 6,
  maxFieldBytes: 4096,
  maxFields: 40,
};
const BOUNDARY = "----formulaire1234";

function part(name: string, value: string | { filename: string; type: string; bytes: Uint8Array }): Uint8Array {
  const head =
    typeof value === "string"
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`;
  const body = typeof value === "string" ? Buffer.from(value) : value.bytes;
  return Buffer.concat([Buffer.from(head), body, Buffer.from("\r\n")]);
}

/** Both halves of a body: its fields, then its files. */
async function readMultipart(request: Request, bounds: MultipartLimits) {
  const form = await openMultipart(request, bounds);
  try {
    const files = await form.files();
    return { fields: form.fields, files };
  } finally {
    form.close();
  }
}

function post(parts: Uint8Array[], type = `multipart/form-data; boundary=${BOUNDARY}`): Request {
  const body = Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return new Request("http://localhost/candidature", { method: "POST", headers: { "Content-Type": type }, body });
}

/** A body of `total` bytes made on demand after `fields`, counting what the reader pulled. */
function endless(total: number, fields: Uint8Array[] = []): { request: Request; pulled: () => number } {
  let pulled = 0;
  const head = Buffer.concat([
    ...fields,
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="fiche"; filename="gros.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
    ),
  ]);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sentHead = false;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) {
        sentHead = true;
        controller.enqueue(head);
        return;
      }
      if (pulled >= total) return controller.close();
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  const request = new Request("http://localhost/candidature", {
    method: "POST",
    headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("multipart forms read within bounds", () => {
  it("gives the fields and the files, an empty file input being no file", async () => {
    const pdf = Buffer.from("%PDF-1.4 contenu");
    const form = await readMultipart(
      post([
        part("nom", "Dubœuf"),
        part("message", "Bonjour,\r\nmerci."),
        part("identite", { filename: "carte.pdf", type: "application/pdf", bytes: pdf }),
        part("autre", { filename: "", type: "application/octet-stream", bytes: new Uint8Array() }),
      ]),
      limits,
    );
    expect(form.fields.get("nom")).toEqual(["Dubœuf"]);
    expect(form.fields.get("message")).toEqual(["Bonjour,\r\nmerci."]);
    expect(form.files).toHaveLength(1);
    expect(form.files[0]).toMatchObject({ field: "identite", name: "carte.pdf", declaredType: "application/pdf" });
    expect(Buffer.from(form.files[0]!.bytes).equals(pdf)).toBe(true);
  });

  it("stops reading a 100 MB body at the bound, without taking the rest", async () => {
    const { request, pulled } = endless(100 * 1024 * 1024);
    const error = await readMultipart(request, limits).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MultipartRefused);
    expect(error).toMatchObject({ kind: "too-large", field: "fiche" });
    expect((error as Error).message).toBe("Ce fichier dépasse 5 Mo.");
    expect(pulled()).toBeLessThan(limits.maxFileBytes + 1024 * 1024);
  });

  it("reads the fields sent before the first file, and the files only when asked for", async () => {
    const { request, pulled } = endless(15 * 1024 * 1024, [part("nom", "Dubœuf"), part("email", "c@example.ch")]);
    const form = await openMultipart(request, limits);
    expect(form.fields.get("nom")).toEqual(["Dubœuf"]);
    expect(form.fields.get("email")).toEqual(["c@example.ch"]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The reading waits at the first file: no more than a chunk or two of it was taken.
    expect(pulled()).toBeLessThanOrEqual(2 * 64 * 1024);
    form.close();
    // What is left goes through unread, so that the answer can follow on the same connection.
    await expect.poll(pulled, { timeout: 5000 }).toBeGreaterThanOrEqual(15 * 1024 * 1024);
  });

  it("gives the fields sent after the files with them", async () => {
    const pdf = Buffer.from("%PDF-1.4 contenu");
    const form = await openMultipart(
      post([part("identite", { filename: "carte.pdf", type: "application/pdf", bytes: pdf }), part("nom", "Rey")]),
      limits,
    );
    expect(form.fields.size).toBe(0);
    expect(await form.files()).toHaveLength(1);
    expect(form.fields.get("nom")).toEqual(["Rey"]);
  });

  it("refuses seven files, a total over the bound and a field too long", async () => {
    const file = (n: number, size = 10) =>
      part(`f${n}`, { filename: `${n}.pdf`, type: "application/pdf", bytes: Buffer.alloc(size, 0x25) });
    await expect(readMultipart(post([1, 2, 3, 4, 5, 6, 7].map((n) => file(n))), limits)).rejects.toMatchObject({
      kind: "too-large",
      message: "6 fichiers au plus.",
    });
    const big = 4 * 1024 * 1024;
    await expect(readMultipart(post([1, 2, 3, 4, 5, 6].map((n) => file(n, big))), limits)).rejects.toMatchObject({
      kind: "too-large",
      message: "Les fichiers dépassent 20 Mo en tout.",
    });
    await expect(readMultipart(post([part("message", "x".repeat(5000))]), limits)).rejects.toMatchObject({
      kind: "too-large",
      field: "message",
    });
  });

  it("refuses a body that is not multipart, has no boundary, or is cut short", async () => {
    const plain = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "nom=x",
    });
    await expect(readMultipart(plain, limits)).rejects.toMatchObject({ kind: "unreadable" });
    await expect(readMultipart(post([part("nom", "x")], "multipart/form-data"), limits)).rejects.toMatchObject({
      kind: "unreadable",
    });
    const cut = new Request("http://localhost/", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${BOUNDARY}` },
      body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="nom"\r\n\r\nDub`,
    });
    await expect(readMultipart(cut, limits)).rejects.toMatchObject({
      kind: "unreadable",
      message: "Le formulaire envoyé est illisible.",
    });
  });
});
