/**
 * A multipart form read as it streams in, within bounds: each file at most `maxFileBytes`, all files
 * at most `maxTotalBytes`, at most `maxFiles` files, each text field at most `maxFieldBytes`. The
 * first byte past a bound stops the reading: the rest of the body is never read nor kept (a 100 MB
 * post costs the server the bound, not 100 MB). Files are kept in memory, never on disk.
 */
import { unstable_parseMultipartFormData as parseMultipartFormData } from "@remix-run/node";
import { filesTooLargeMessage, fileTooLargeMessage, messages, tooManyFilesMessage } from "@rli/contract/forms/messages";

export type MultipartLimits = {
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFiles: number;
  maxFieldBytes: number;
  maxFields: number;
};

export type ReceivedFile = { field: string; name: string; declaredType: string; bytes: Uint8Array };

export type ReceivedForm = {
  fields: Map<string, string[]>;
  files: ReceivedFile[];
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

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

export async function readMultipart(request: Request, limits: MultipartLimits): Promise<ReceivedForm> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type)) {
    throw new MultipartRefused("unreadable", messages.notMultipart);
  }
  const fields = new Map<string, string[]>();
  const files: ReceivedFile[] = [];
  let total = 0;
  let fieldCount = 0;
  const decoder = new TextDecoder();
  try {
    await parseMultipartFormData(request, async (part) => {
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
      const chunks: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of part.data) {
        size += chunk.byteLength;
        total += chunk.byteLength;
        if (size > limits.maxFileBytes) {
          throw new MultipartRefused("too-large", fileTooLargeMessage(megabytes(limits.maxFileBytes)), part.name);
        }
        if (total > limits.maxTotalBytes) {
          throw new MultipartRefused("too-large", filesTooLargeMessage(megabytes(limits.maxTotalBytes)), part.name);
        }
        chunks.push(chunk);
      }
      // A file input left empty is sent as a part without name nor bytes: nothing was chosen.
      if (size === 0 && part.filename === "") return undefined;
      if (files.length >= limits.maxFiles) {
        throw new MultipartRefused("too-large", tooManyFilesMessage(limits.maxFiles), part.name);
      }
      files.push({
        field: part.name,
        name: part.filename,
        declaredType: part.contentType,
        bytes: Buffer.concat(chunks),
      });
      return undefined;
    });
  } catch (error) {
    if (error instanceof MultipartRefused) {
      await request.body?.cancel().catch(() => undefined);
      throw error;
    }
    throw new MultipartRefused("unreadable", messages.unreadableUpload);
  }
  return { fields, files };
}
