/**
 * Reads a body stream up to a byte limit. Returns undefined when the body is
 * larger (the rest is not read).
 */
export async function readLimitedText(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  declaredLength?: string | null,
): Promise<string | undefined> {
  const declared = Number(declaredLength);
  if (declaredLength && Number.isFinite(declared) && declared > maxBytes) {
    await body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  // A body that came in one piece (an in-process request) is decoded where it is, not copied first.
  return new TextDecoder("utf-8").decode(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
}
