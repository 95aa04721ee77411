/**
 * A multipart form read as it streams in, within bounds, in two halves: the text fields sent before
 * the first file (a form sends its documents last), then, only when they are asked for, the files and
 * any field after them. Until then nothing more is read: a post answered on its fields alone (a
 * robot, a visitor over its limit) costs the server its fields, never its files.
 *
 * Bounds: each file at most `maxFileBytes`, all files at most `maxTotalBytes`, at most `maxFiles`
 * files, each text field at most `maxFieldBytes`, at most `maxFields` fields. The first byte past a
 * bound stops the reading: the rest of the body is never parsed nor kept (a 100 MB post costs the
 * server the bound, not 100 MB). Files are kept in memory, never on disk. What is left of a body
 * once reading stops is let through unread, so that the connection stays usable for the answer.
 */
import { unstable_parseMultipartFormData as parseMultipartFormData } from "@remix-run/node";
import { filesTooLargeMessage, fileTooLargeMessage, messages, tooManyFilesMessage } from "@rli/contract/forms/messages";
import { announcedMegabytes } from "@rli/contract/forms/document-limits";

export type MultipartLimits = {
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFiles: number;
  maxFieldBytes: number;
  maxFields: number;
};

export type ReceivedFile = { field: string; name: string; declaredType: string; bytes: Uint8Array };

export type MultipartForm = {
  /** The text fields sent before the first file; `files` adds those sent after it. */
  fields: Map<string, string[]>;
  /** Reads on: the files, within their bounds (MultipartRefused past one). */
  files(): Promise<ReceivedFile[]>;
  /** Stops reading: what is left of the body is let through unread. */
  close(): void;
};

/** Why a body was refused: `too-large` (413) or `unreadable` (400), with a French message. */
export class MultipartRefused extends Error {
  constructor(
    readonly kind: "too-large" | "unreadable",
    message: string,
    /** The file field over its bound, when it is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = "MultipartRefused";
  }
}

/** Thrown inside the parser when the files are not wanted: the reading ends there. */
const STOPPED = new Error("multipart reading stopped");

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * The request's body as a stream this module can stop: the parser reads through it, and once
 * reading stops the rest is drained without being parsed or kept.
 */
function stoppableBody(request: Request) {
  const source = request.body!.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  const drain = async () => {
    while (!(await source.read()).done);
  };
  return { body, drain: () => void drain().catch(() => undefined) };
}

export async function openMultipart(request: Request, limits: MultipartLimits): Promise<MultipartForm> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!request.body || !/^multipart\/form-data\s*;.*boundary=/i.test(type)) {
    throw new MultipartRefused("unreadable", messages.notMultipart);
  }
  const fields = new Map<string, string[]>();
  const files: ReceivedFile[] = [];
  let total = 0;
  let fieldCount = 0;
  const decoder = new TextDecoder();
  const firstFile = deferred<void>();
  const wanted = deferred<boolean>();
  const { body, drain } = stoppableBody(request);
  const streamed = new Request(request.url, {
    method: "POST",
    headers: request.headers,
    body,
    duplex: "half",
  } as RequestInit);

  const reading = parseMultipartFormData(streamed, async (part) => {
    if (part.filename === undefined) {
      fieldCount += 1;
      if (fieldCount > limits.maxFields) throw new MultipartRefused("too-large", messages.tooManyFields);
      let text = "";
      let size = 0;
      for await (const chunk of part.data) {
        size += chunk.byteLength;
        if (size > limits.maxFieldBytes) {
          throw new MultipartRefused("too-large", messages.fieldTooLong, part.name);
        }
        text += decoder.decode(chunk, { stream: true });
      }
      text += decoder.decode();
      fields.set(part.name, [...(fields.get(part.name) ?? []), text]);
      return undefined;
    }
    firstFile.resolve();
    if (!(await wanted.promise)) throw STOPPED;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      total += chunk.byteLength;
      if (size > limits.maxFileBytes) {
        throw new MultipartRefused(
          "too-large",
          fileTooLargeMessage(announcedMegabytes(limits.maxFileBytes)),
          part.name,
        );
      }
      if (total > limits.maxTotalBytes) {
        throw new MultipartRefused(
          "too-large",
          filesTooLargeMessage(announcedMegabytes(limits.maxTotalBytes)),
          part.name,
        );
      }
      chunks.push(chunk);
    }
    // A file input left empty is sent as a part without name nor bytes: nothing was chosen.
    if (size === 0 && part.filename === "") return undefined;
    if (files.length >= limits.maxFiles) {
      throw new MultipartRefused("too-large", tooManyFilesMessage(limits.maxFiles), part.name);
    }
    files.push({ field: part.name, name: part.filename, declaredType: part.contentType, bytes: Buffer.concat(chunks) });
    return undefined;
  }).then(
    () => undefined,
    (error: unknown) => {
      drain();
      if (error === STOPPED || error instanceof MultipartRefused) throw error;
      throw new MultipartRefused("unreadable", messages.unreadableUpload);
    },
  );

  // The fields are read once the first file starts, or the body ends without one.
  await Promise.race([firstFile.promise, reading]);
  return {
    fields,
    async files() {
      wanted.resolve(true);
      await reading;
      return files;
    },
    close() {
      wanted.resolve(false);
      reading.catch(() => undefined);
    },
  };
}
