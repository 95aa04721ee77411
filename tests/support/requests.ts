import { ORIGIN } from "./build";
import { withHoneypot } from "./honeypot";

/** Requests as a browser sends them to the site at ORIGIN, and the cookies it keeps in between. */

export function get(path: string, cookie?: string): Request {
  const headers = new Headers({ Host: new URL(ORIGIN).host });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(new URL(path, ORIGIN), { headers });
}

/** A form posted without scripts (urlencoded), from the site itself, with a valid spam trap unless it carries its own. */
export function post(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: ORIGIN,
    Host: new URL(ORIGIN).host,
  });
  if (cookie) headers.set("Cookie", cookie);
  return new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers,
    body: new URLSearchParams(withHoneypot(fields)).toString(),
  });
}

/** "name=value" pairs of a response's Set-Cookie headers, added to the previous ones (expired ones removed). */
export function cookiesOf(headers: Headers, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const header of headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/expires=Thu, 01 Jan 1970/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}
