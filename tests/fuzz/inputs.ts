import fc from "fast-check";
import type { Catalogue, PostForm, RoutePattern } from "./catalogue";
import { ORIGIN, type FuzzRequest } from "./site";

/**
 * Random and hostile inputs: texts, path segments, query strings, headers, cookies and bodies,
 * always mixed with real values so that the requests reach the code behind the first check.
 */

/** Markup and attribute breakers; the checks in site.ts look for them in every answer. */
export const MARKERS = [
  "<zq-xss>",
  '"><zq-xss onerror=zq()>',
  "'><zq-xss>",
  '" zq-on="1',
  "javascript:zq()",
  "JaVaScRiPt:zq()",
  "</script><zq-xss>",
  "</textarea><zq-xss>",
  "</title><zq-xss>",
  "<!--><zq-xss>",
  "]]><zq-xss>",
  "&lt;zq-xss&gt;",
  "%3Czq-xss%3E",
  "%253Czq-xss%253E",
  "\\u003czq-xss\\u003e",
] as const;

/** Values that have broken parsers before: numbers out of range, controls, odd Unicode, encodings. */
const SPECIALS = [
  "",
  " ",
  "\t",
  "\u0000",
  "a\u0000b",
  "\u0001\u001f\u007f",
  "\r\n",
  "\u2028\u2029",
  "\ufeff",
  "\u202eevil",
  "\ud800",
  "\udfff\ud800",
  "😀",
  "e\u0301",
  "ß",
  "İ",
  "ﬀ",
  "١٢٣",
  "１２",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1e309",
  "1e-400",
  "-1",
  "-0",
  "0",
  "00",
  "0x1F",
  "1_000",
  "2147483648",
  "9007199254740993",
  "99999999999999999999999",
  "1.5",
  "1,5",
  ".5",
  "+1",
  " 1 ",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "toString",
  "%",
  "%%",
  "%00",
  "%E0%A4%A",
  "%C0%AF",
  "%ZZ",
  "%uD800",
  "%25",
  "..",
  "../..",
  "/",
  "\\",
  "//evil.example",
  "https://evil.example/",
  "/\\evil.example",
  "https:evil.example",
  "data:text/html,zq",
  "?",
  "#",
  "&",
  "=",
  ";",
  ",",
  "'",
  '"',
  "`",
  "<",
  ">",
  "${zq}",
  "{{zq}}",
  "*",
  "true",
  "on",
] as const;

const sizes = fc.constantFrom(300, 2_000, 9_000);
/** Long texts; in URLs they stay under what an HTTP server would accept in a request line. */
const long = (limit: number) =>
  fc
    .tuple(fc.constantFrom("a", "9", "é", "<zq-xss>", "%", "😀"), sizes)
    .map(([unit, size]) => unit.repeat(Math.ceil(Math.min(size, limit) / unit.length)));

const base: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIALS) },
  { weight: 4, arbitrary: fc.constantFrom(...MARKERS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
);

/** A hostile text of at most `limit` characters (roughly). */
export function hostile(limit = 9_000): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 10, arbitrary: base },
    { weight: 2, arbitrary: fc.tuple(base, base).map(([a, b]) => a + b) },
    { weight: 1, arbitrary: long(limit) },
  );
}

/** Mostly a real value, else a hostile one, or a real one with markup appended. */
export function realOr(values: readonly string[], limit = 9_000): fc.Arbitrary<string> {
  if (values.length === 0) return hostile(limit);
  const real = fc.constantFrom(...values);
  return fc.oneof(
    { weight: 5, arbitrary: real },
    { weight: 4, arbitrary: hostile(limit) },
    { weight: 1, arbitrary: fc.tuple(real, fc.constantFrom(...MARKERS)).map(([value, marker]) => value + marker) },
    { weight: 1, arbitrary: real.map((value) => value.toUpperCase()) },
  );
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** The text with each lone surrogate replaced by U+FFFD, as a URL or a request body carries it. */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** encodeURIComponent, for texts with lone surrogates too. */
export function encode(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

type Placement = "encoded" | "raw" | "double";
const placement: fc.Arbitrary<Placement> = fc.constantFrom("encoded", "encoded", "raw", "double");

/** A text put into a URL: encoded, raw (invalid escapes and controls stay) or encoded twice. */
function place(text: string, how: Placement): string {
  if (how === "encoded") return encode(text);
  if (how === "double") return encode(encode(text));
  // A raw "#" would cut the rest of the address off: keep it as the one escape.
  return text.replace(/#/g, "%23");
}

function segmentArbitrary(segment: string, route: RoutePattern, catalogue: Catalogue): fc.Arbitrary<string> {
  if (segment === "*") {
    const splats = catalogue.splats.get(route.id) ?? [];
    return fc.oneof(
      {
        weight: 3,
        arbitrary: realOr(splats, 2_000).chain((text) =>
          placement.map((how) => (splats.includes(text) ? text : place(text, how))),
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(realOr([...catalogue.params.values()].flat(), 200), { minLength: 1, maxLength: 4 })
          .map((parts) => parts.map(encode).join("/")),
      },
    );
  }
  if (!segment.startsWith(":")) {
    return fc.oneof(
      { weight: 12, arbitrary: fc.constant(segment) },
      { weight: 1, arbitrary: fc.constant(segment.toUpperCase()) },
      { weight: 1, arbitrary: fc.constant(`${segment}%00`) },
    );
  }
  const values = catalogue.params.get(segment.slice(1)) ?? [];
  return fc
    .tuple(realOr(values, 2_000), placement)
    .map(([text, how]) => (values.includes(text) ? text : place(text, how)));
}

/** A path for `route`, its dynamic segments real or hostile, sometimes bent (trailing slash, /fr, .data…). */
export function pathFor(route: RoutePattern, catalogue: Catalogue): fc.Arbitrary<string> {
  const segments =
    route.segments.length === 0
      ? fc.constant<string[]>([])
      : fc.tuple(...route.segments.map((segment) => segmentArbitrary(segment, route, catalogue)));
  return fc
    .tuple(
      segments,
      fc.constantFrom("none", "none", "none", "none", "none", "none", "slash", "double-slash", "fr", "dot", "index"),
    )
    .map(([parts, bend]) => {
      const path = `/${parts.join("/")}`;
      switch (bend) {
        case "slash":
          return `${path}/`;
        case "double-slash":
          return `/${path}`;
        case "fr":
          return `/fr${path}`;
        case "dot":
          return `${path}/./`;
        case "index":
          return `${path === "/" ? "" : path}/_index`;
        default:
          return path;
      }
    });
}

/** Any page of the site: a real address most of the time. */
export function anyPath(catalogue: Catalogue): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...catalogue.pages) },
    { weight: 2, arbitrary: fc.constantFrom(...catalogue.routes).chain((route) => pathFor(route, catalogue)) },
  );
}

type QueryItem = { name: string; value: string; how: Placement; shape: "pair" | "bare" | "empty" };

/** A query string (without "?"): known and unknown keys, repeated keys, hostile values. */
export function queryString(catalogue: Catalogue, extra: Record<string, readonly string[]> = {}): fc.Arbitrary<string> {
  const known = new Map(catalogue.query);
  for (const [name, values] of Object.entries(extra)) known.set(name, [...(known.get(name) ?? []), ...values]);
  const names = [...known.keys()];
  const item: fc.Arbitrary<QueryItem> = fc
    .oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: hostile(200) })
    .chain((name) =>
      fc.record({
        name: fc.constant(name),
        value: realOr(known.get(name) ?? [], 4_000),
        how: placement,
        shape: fc.constantFrom<QueryItem["shape"]>("pair", "pair", "pair", "pair", "bare", "empty"),
      }),
    );
  return fc
    .tuple(fc.array(item, { maxLength: 6 }), fc.constantFrom("&", "&", "&", ";", "&&"))
    .map(([items, separator]) =>
      items
        .map(({ name, value, how, shape }) => {
          const key = place(name, how);
          if (shape === "bare") return key;
          if (shape === "empty") return `${key}=`;
          return `${key}=${place(value, how)}`;
        })
        .join(separator),
    );
}

export function withQuery(path: string, query: string): string {
  return query === "" ? path : `${path}${path.includes("?") ? "&" : "?"}${query}`;
}

// ---------------------------------------------------------------------------------------------
// Headers and cookies

/** A header value the Request API accepts: Latin-1 only, no NUL, CR or LF. */
export function headerSafe(text: string): string {
  let safe = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code === 0 || code === 10 || code === 13) safe += "%";
    else if (code > 255) safe += encode(char);
    else safe += char;
  }
  return safe;
}

const headerText = (values: readonly string[]) => realOr(values, 4_000).map(headerSafe);

/**
 * Request headers, each present or not, real or hostile. For a read, hosts vary more; for a post,
 * they are mostly the site's own and Origin and Sec-Fetch-Site are added, so that the request
 * guard lets most posts through to the actions.
 */
export function headers(purpose: "read" | "post" = "post"): fc.Arbitrary<Record<string, string>> {
  const read = purpose === "read";
  return fc.record(
    {
      Accept: headerText([
        "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
        "application/json",
        "*/*",
        "image/webp,image/*",
        "text/x-script",
      ]),
      "Accept-Language": headerText(["fr-CH,fr;q=0.9", "en-US,en;q=0.5", "de-CH", "*", "zz;q=2"]),
      "User-Agent": headerText([
        "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
        "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "curl/8.5.0",
      ]),
      // The request guard refuses a host that makes no address; a host other than ours refuses a post.
      Host: fc.oneof(
        { weight: read ? 6 : 12, arbitrary: fc.constant("localhost:3000") },
        { weight: 1, arbitrary: headerText(["www.rhone-leman-immobilier.ch", "[::1]:3000", "localhost:99999"]) },
      ),
      Referer: headerText([`${ORIGIN}/annonces`, "https://evil.example/", "android-app://x"]),
      "X-Forwarded-For": headerText(["203.0.113.7", "203.0.113.7, 10.0.0.1", "unknown", "::1"]),
      // The request guard compares a form's Origin with this host: mostly ours, so that posts get through.
      "X-Forwarded-Host": fc.oneof(
        { weight: read ? 3 : 8, arbitrary: fc.constant("localhost:3000") },
        { weight: 1, arbitrary: headerText(["www.rhone-leman-immobilier.ch", "evil.example"]) },
      ),
      "X-Forwarded-Proto": headerText(["https", "http", "ftp"]),
      "Accept-Encoding": headerText(["gzip, br", "identity", "*;q=0"]),
      "If-None-Match": headerText(['"abc"', "*", 'W/"x"']),
      "If-Modified-Since": headerText(["Thu, 01 Jan 1970 00:00:00 GMT", "demain"]),
      Range: headerText(["bytes=0-10", "bytes=-1", "bytes=99999999999-"]),
      ...(read
        ? {}
        : {
            Origin: fc.oneof(
              { weight: 12, arbitrary: fc.constant(ORIGIN) },
              { weight: 1, arbitrary: headerText(["null", "https://evil.example"]) },
            ),
            "Sec-Fetch-Site": fc.oneof(
              { weight: 12, arbitrary: fc.constant("same-origin") },
              { weight: 1, arbitrary: fc.constantFrom("none", "same-site", "cross-site") },
            ),
          }),
    },
    { requiredKeys: [] },
  );
}

/** Cookies: the site's own (valid, forged, signed with odd content, broken) and strangers. */
export function cookies(catalogue: Catalogue): fc.Arbitrary<Record<string, string>> {
  const { wizardName, toastName, toast, wizardHostile } = catalogue.cookies;
  const valid = catalogue.cookies.wizard;
  const broken = (values: readonly string[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...values) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...values).map((value) => value.slice(0, -3) + (value.endsWith("A") ? "B" : "A")),
      },
      { weight: 1, arbitrary: fc.constantFrom(...values).map((value) => value.slice(0, Math.floor(value.length / 2))) },
      { weight: 1, arbitrary: fc.constantFrom(...values).map((value) => value.replace(/\.[^.]*$/, "")) },
      { weight: 2, arbitrary: hostile(5_000).map(headerSafe) },
    );
  return fc
    .record(
      {
        [wizardName]: broken([...valid, ...wizardHostile]),
        [toastName]: broken(toast),
        session: hostile(300).map(headerSafe),
        [headerSafe("<zq-xss>")]: hostile(100).map(headerSafe),
      },
      { requiredKeys: [] },
    )
    .map((record) =>
      Object.fromEntries(Object.entries(record).map(([name, value]) => [name, (value ?? "").replace(/;/g, "%3B")])),
    );
}

// ---------------------------------------------------------------------------------------------
// Bodies

export type Fields = [string, string][];

/**
 * A form's fields: the valid answers of `valid` with a few changed, dropped, repeated or added,
 * or the page's own fields with random values, or nothing at all.
 */
export function fields(
  valid: Record<string, string>,
  form: PostForm | undefined,
  catalogue: Catalogue,
): fc.Arbitrary<Fields> {
  const pools = new Map<string, string[]>(form ? [...form.fields] : []);
  for (const [name, value] of Object.entries(valid)) pools.set(name, [...(pools.get(name) ?? []), value]);
  const names = [...pools.keys()];
  const honeypot = catalogue.honeypot;
  const honeypotFields: fc.Arbitrary<Fields> = honeypot
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constant<Fields>([]) },
        {
          weight: 3,
          arbitrary: fc.constant<Fields>([
            [honeypot.nameField, ""],
            [honeypot.validFromField, honeypot.validFrom],
          ]),
        },
        {
          weight: 1,
          arbitrary: realOr(["bot", "http://spam.example"]).map((value): Fields => [
            [honeypot.nameField, value],
            [honeypot.validFromField, honeypot.validFrom],
          ]),
        },
        {
          weight: 2,
          arbitrary: fc
            .oneof(
              hostile(500),
              fc.base64String({ maxLength: 64 }),
              fc.base64String({ minLength: 4, maxLength: 64 }).map((text) => `U2FsdGVkX1${text}`),
              fc.constant(honeypot.validFrom.slice(0, -4)),
            )
            .map((value): Fields => [
              [honeypot.nameField, ""],
              [honeypot.validFromField, value],
            ]),
        },
      )
    : fc.constant<Fields>([]);
  const change = fc.record({
    name: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...names) },
      { weight: 1, arbitrary: hostile(200) },
      { weight: 1, arbitrary: fc.constantFrom("jeton", "intent", "link", "ref", "_action") },
    ),
    value: realOr([...pools.values()].flat()),
    how: fc.constantFrom("set", "set", "set", "add", "drop"),
  });
  const mutated = fc.array(change, { maxLength: 5 }).map((changes) => {
    const list: Fields = Object.entries(valid);
    for (const { name, value, how } of changes) {
      const index = list.findIndex(([key]) => key === name);
      if (how === "drop") {
        if (index >= 0) list.splice(index, 1);
      } else if (how === "set" && index >= 0) list[index] = [name, value];
      else list.push([name, value]);
    }
    return list;
  });
  const random = fc.array(
    fc
      .constantFrom(...names)
      .chain((name) => realOr(pools.get(name) ?? []).map((value): [string, string] => [name, value])),
    { maxLength: 12 },
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 5, arbitrary: mutated },
        { weight: 3, arbitrary: random },
        { weight: 1, arbitrary: fc.constant<Fields>([]) },
      ),
      honeypotFields,
    )
    .map(([list, trap]) => [...list, ...trap]);
}

export type Body = { body: string | undefined; contentType: string | undefined };

const BOUNDARY = "----zqBoundary7MA4YWxkTrZu0gW";

function multipart(list: Fields, withFile: boolean): string {
  const parts = list.map(
    ([name, value]) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "%22")}"\r\n\r\n${value}\r\n`,
  );
  if (withFile)
    parts.push(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="message"; filename="<zq-xss>.html"\r\nContent-Type: text/html\r\n\r\n<zq-xss>\r\n`,
    );
  return `${parts.join("")}--${BOUNDARY}--\r\n`;
}

/** The fields sent in every way a client might (or should not): urlencoded, multipart, JSON, broken. */
export function encodedBody(list: fc.Arbitrary<Fields>): fc.Arbitrary<Body> {
  const urlencoded = "application/x-www-form-urlencoded";
  return fc
    .tuple(
      list,
      fc.constantFrom(
        "form",
        "form",
        "form",
        "form",
        "form",
        "form",
        "form-raw",
        "form-latin1",
        "multipart",
        "multipart-file",
        "multipart-broken",
        "multipart-no-boundary",
        "json",
        "text",
        "no-type",
        "empty",
        "none",
      ),
    )
    .map(([fieldList, how]): Body => {
      const form = () =>
        new URLSearchParams(fieldList.map(([name, value]) => [wellFormed(name), wellFormed(value)])).toString();
      switch (how) {
        case "form":
          return { body: form(), contentType: urlencoded };
        case "form-raw":
          return { body: fieldList.map(([name, value]) => `${name}=${value}`).join("&"), contentType: urlencoded };
        case "form-latin1":
          return { body: form(), contentType: `${urlencoded}; charset=iso-8859-1` };
        case "multipart":
          return { body: multipart(fieldList, false), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
        case "multipart-file":
          return { body: multipart(fieldList, true), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
        case "multipart-broken":
          return {
            body: multipart(fieldList, false).slice(0, -8),
            contentType: `multipart/form-data; boundary=${BOUNDARY}`,
          };
        case "multipart-no-boundary":
          return { body: multipart(fieldList, false), contentType: "multipart/form-data" };
        case "json":
          return { body: JSON.stringify(Object.fromEntries(fieldList)), contentType: "application/json" };
        case "text":
          return { body: form(), contentType: "text/plain;charset=UTF-8" };
        case "no-type":
          return { body: form(), contentType: "" };
        case "empty":
          return { body: "", contentType: urlencoded };
        case "none":
          return { body: undefined, contentType: undefined };
      }
      return { body: undefined, contentType: undefined };
    });
}

/** Content-Length as a client sends it: right most of the time, sometimes missing or wrong. */
function contentLength(body: string | undefined): fc.Arbitrary<string | undefined> {
  const exact = body === undefined ? undefined : String(Buffer.byteLength(wellFormed(body)));
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(exact) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "0",
        "-1",
        "abc",
        "1e3",
        "99999999999999999999",
        "65537",
        ` ${exact ?? "1"}`,
        String(Number(exact ?? 0) + 10),
      ),
    },
  );
}

/** A request with a body (POST by default) to `path`, with the given extras. */
export function bodyRequest(
  path: fc.Arbitrary<string>,
  body: fc.Arbitrary<Body>,
  extras: {
    method?: fc.Arbitrary<string>;
    cookies?: fc.Arbitrary<Record<string, string>>;
    headers?: fc.Arbitrary<Record<string, string>>;
  },
): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(
      path,
      body,
      extras.method ?? fc.constant("POST"),
      extras.cookies ?? fc.constant({}),
      extras.headers ?? fc.constant({}),
    )
    .chain(([target, { body: content, contentType }, method, cookieJar, headerList]) =>
      contentLength(content).map((length): FuzzRequest => {
        const all: Record<string, string> = { ...headerList };
        if (contentType !== undefined) all["Content-Type"] = contentType;
        if (length !== undefined) all["Content-Length"] = length;
        return {
          method,
          path: target,
          headers: all,
          cookies: cookieJar,
          ...(content === undefined ? {} : { body: wellFormed(content) }),
        };
      }),
    );
}
