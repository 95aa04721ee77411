/**
 * Just enough MIME reading for the tests: headers (unfolded, encoded words
 * decoded) and the decoded text of every part.
 */

export type ParsedMail = { headers: Map<string, string>; rawHeaders: string; parts: { type: string; body: string }[] };

function decodeQuotedPrintable(text: string, isWord = false): string {
  const source = isWord ? text.replace(/_/g, " ") : text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === "=" && /^[0-9A-F]{2}$/i.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text, true),
    );
}

function splitHead(raw: string): [string, string] {
  const index = raw.search(/\r?\n\r?\n/);
  if (index < 0) return [raw, ""];
  const separator = raw.slice(index).match(/^\r?\n\r?\n/)![0];
  return [raw.slice(0, index), raw.slice(index + separator.length)];
}

function readHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function partsOf(head: Map<string, string>, body: string): { type: string; body: string }[] {
  const type = head.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) {
    return [
      { type: type.split(";")[0]!.trim().toLowerCase(), body: decodeBody(body, head.get("content-transfer-encoding")) },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const [partHead, partBody] = splitHead(chunk.replace(/^\r?\n/, ""));
      return partsOf(readHeaders(partHead), partBody);
    });
}

export function parseMail(raw: string): ParsedMail {
  const [head, body] = splitHead(raw);
  const headers = readHeaders(head);
  return { headers, rawHeaders: head, parts: partsOf(headers, body) };
}

export function textPart(mail: ParsedMail): string {
  return mail.parts.find((part) => part.type === "text/plain")?.body ?? "";
}

export function htmlPart(mail: ParsedMail): string {
  return mail.parts.find((part) => part.type === "text/html")?.body ?? "";
}
