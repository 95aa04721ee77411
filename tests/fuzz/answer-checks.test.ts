import { describe, expect, it } from "vitest";
import { problemsOf } from "./site";

/** What the fuzzers call a reflected attribute: one a browser would add to an element, nothing else. */

const request = { method: "GET", path: "/", headers: {}, cookies: {} } as const;
const page = (body: string) => ({ status: 200, headers: new Headers({ "Content-Type": "text/html" }), body, logs: [] });

describe("an input's attribute breaker in an answer", () => {
  it("is a problem once it adds an attribute to an element", () => {
    expect(problemsOf(request, page('<input value="" zq-on="1">'))).toEqual(['attribut zq-on="1" ajouté à un élément']);
  });

  it("is no problem when escaped, even cut right after its = by the attribute's own closing quote", () => {
    // The counterexample of seed 1722094809: the escaped input ends the value, whose quote follows.
    expect(problemsOf(request, page('<input value="1080000&quot; zq-on="/><p>Indiquez un montant</p>'))).toEqual([]);
    expect(problemsOf(request, page("<p>&quot; zq-on=&quot;1</p>"))).toEqual([]);
  });
});
