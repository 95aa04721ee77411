import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { validContact, validSurvey, valuationSteps } from "../support/forms";
import { readCatalogue, type PostForm } from "./catalogue";
import {
  anyPath,
  bodyRequest,
  cookies,
  encode,
  encodedBody,
  fields,
  headers,
  pathFor,
  queryString,
  realOr,
  withQuery,
} from "./inputs";
import { fuzz, loadFuzzSite, runs, summary, timeLimit } from "./site";

/**
 * Every action of the build, and every other address posted to: the three forms with their
 * answers changed, dropped, repeated, oversized or sent in the wrong encoding, the valuation
 * wizard's steps with and without its cookie, and random bodies with any method on every route.
 * Never a 5xx, no markup reflected unescaped, no redirect off the site, errors in French.
 */

const startedAt = performance.now();
const site = await loadFuzzSite();
afterAll(() => {
  site.close();
  console.info(summary(site, "actions", startedAt));
});
// Without its catalogue the file cannot run at all: its outbox is removed at once.
const catalogue = await readCatalogue(site).catch((error: unknown) => {
  site.close();
  throw error;
});

const formsTo = (pattern: RegExp): PostForm[] => catalogue.forms.filter((form) => pattern.test(form.action));
const contactForms = formsTo(/^\/contact(\?|$)/);
const surveyForms = formsTo(/^\/formulaire-satisfaction/);
const wizardForms = formsTo(/^\/estimation-bien-immobilier\?etape=\d/);

/** Every field name and value the site's forms offer, for bodies sent where no form posts. */
const anyForm: PostForm = { page: "*", action: "*", fields: new Map() };
for (const form of catalogue.forms) {
  for (const [name, values] of form.fields)
    anyForm.fields.set(name, [...new Set([...(anyForm.fields.get(name) ?? []), ...values])]);
}

describe("the fuzz knows the forms", () => {
  it("reads the contact window, the survey and the four wizard steps from their pages", () => {
    expect(contactForms.length).toBeGreaterThan(0);
    expect(surveyForms.length).toBeGreaterThan(0);
    expect(new Set(wizardForms.map((form) => form.action.match(/etape=(\d)/)?.[1])).size).toBe(4);
    expect(catalogue.honeypot).toBeDefined();
  });
});

describe("contact form, from the window of any page", () => {
  const numRuns = runs(220);
  it(
    "posts real, changed and hostile answers, with the page's link and reference",
    async () => {
      const refs = [...(catalogue.params.get("ref") ?? [])];
      const path = fc
        .tuple(fc.constantFrom(...contactForms.map((form) => form.action)), realOr(refs, 500))
        .map(([action, ref]) => (action.includes("?") ? action : `${action}?ref=${encode(ref)}`));
      const link = fc.tuple(anyPath(catalogue), queryString(catalogue)).map(([page, query]) => withQuery(page, query));
      const body = fc
        .tuple(fc.constantFrom(...contactForms), link, realOr(refs, 500))
        .chain(([form, page, ref]) => encodedBody(fields({ ...validContact, link: page, ref }, form, catalogue)));
      await fuzz(site, bodyRequest(path, body, { cookies: cookies(catalogue), headers: headers() }), numRuns);
    },
    timeLimit(numRuns),
  );
});

describe("valuation wizard, steps 1 to 4", () => {
  const numRuns = runs(260);
  it(
    "posts each step with and without the wizard's cookie, forward and back",
    async () => {
      const { wizardName, wizard } = catalogue.cookies;
      const request = fc.integer({ min: 1, max: 4 }).chain((step) => {
        const form = wizardForms.find((candidate) => candidate.action.endsWith(`etape=${step}`));
        const valid = { ...(valuationSteps[step - 1] as Record<string, string>) };
        const intent = fc.constantFrom("next", "next", "next", "back", "", "<zq-xss>");
        const body = intent.chain((value) => encodedBody(fields({ ...valid, intent: value }, form, catalogue)));
        // The cookie of a visitor who is at this step, ahead of it, behind it, or none at all.
        const jar = fc.oneof(
          { weight: 4, arbitrary: fc.constant({ [wizardName]: wizard[step - 1]! }) },
          { weight: 1, arbitrary: fc.constantFrom(...wizard).map((value) => ({ [wizardName]: value })) },
          { weight: 1, arbitrary: fc.constant({}) },
          { weight: 2, arbitrary: cookies(catalogue) },
        );
        const path = fc.oneof(
          { weight: 6, arbitrary: fc.constant(`/estimation-bien-immobilier?etape=${step}`) },
          {
            weight: 1,
            arbitrary: realOr(["0", "1", "2", "3", "4", "5"], 500).map(
              (value) => `/estimation-bien-immobilier?etape=${encode(value)}`,
            ),
          },
          {
            weight: 1,
            arbitrary: queryString(catalogue).map((query) =>
              withQuery(`/estimation-bien-immobilier?etape=${step}`, query),
            ),
          },
        );
        return bodyRequest(path, body, { cookies: jar, headers: headers() });
      });
      await fuzz(site, request, numRuns);
    },
    timeLimit(numRuns),
  );
});

describe("satisfaction survey", () => {
  const numRuns = runs(150);
  it(
    "posts real, changed and hostile answers",
    async () => {
      const path = fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...surveyForms.map((form) => form.action)) },
        { weight: 1, arbitrary: queryString(catalogue).map((query) => withQuery("/formulaire-satisfaction", query)) },
      );
      const body = fc.constantFrom(...surveyForms).chain((form) => encodedBody(fields(validSurvey, form, catalogue)));
      await fuzz(site, bodyRequest(path, body, { cookies: cookies(catalogue), headers: headers() }), numRuns);
    },
    timeLimit(numRuns),
  );
});

describe("every route: any method, any body", () => {
  const numRuns = runs(8);
  const method = fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
  it.each(catalogue.routes.map((route) => [route.pattern, route] as const))(
    "%s",
    async (_pattern, route) => {
      const path = fc
        .tuple(pathFor(route, catalogue), queryString(catalogue))
        .map(([target, query]) => withQuery(target, query));
      const body = encodedBody(fields({}, anyForm, catalogue));
      await fuzz(site, bodyRequest(path, body, { method, cookies: cookies(catalogue), headers: headers() }), numRuns);
    },
    timeLimit(numRuns),
  );
});
