import { describe, expect, it } from "vitest";
import { alertLinkQuery, alertOfLink } from "~/alerts/alert-links.server";
import { isAlertFrequency, keptUntil, mailboxOf } from "~/alerts/alert-rules";

/** An alert's links prove what they are for: a link changed, made up, or made for another purpose names no alert. */

const id = "k3J9x2mQ7vL0pR5tW8yZ1a";

describe("an alert's signed links", () => {
  it("name their alert for their own purpose only", () => {
    const confirm = new URLSearchParams(alertLinkQuery(id, "confirm"));
    expect(alertOfLink(confirm, "confirm")).toBe(id);
    for (const other of ["manage", "stop", "keep"] as const) expect(alertOfLink(confirm, other)).toBeUndefined();
  });

  it("name nothing when the alert or its signature is changed, missing or not an id", () => {
    const query = new URLSearchParams(alertLinkQuery(id, "stop"));
    const changed = new URLSearchParams(query);
    changed.set("alerte", `${id.slice(0, -1)}b`);
    expect(alertOfLink(changed, "stop")).toBeUndefined();
    const unsigned = new URLSearchParams({ alerte: id });
    expect(alertOfLink(unsigned, "stop")).toBeUndefined();
    const odd = new URLSearchParams({ alerte: "../../etc", signature: query.get("signature")! });
    expect(alertOfLink(odd, "stop")).toBeUndefined();
    const short = new URLSearchParams({ alerte: id, signature: query.get("signature")!.slice(1) });
    expect(alertOfLink(short, "stop")).toBeUndefined();
  });
});

describe("the alert rules", () => {
  it("know three frequencies and no other", () => {
    expect(["at-once", "daily", "weekly"].every(isAlertFrequency)).toBe(true);
    expect(["hourly", "", undefined, 1].some(isAlertFrequency)).toBe(false);
  });

  it("keep an alert six calendar months and key an address in small letters", () => {
    expect(keptUntil(new Date("2026-12-03T10:00:00Z")).toISOString()).toBe("2027-06-03T10:00:00.000Z");
    expect(mailboxOf(" Anne@Example.CH ")).toBe("anne@example.ch");
  });
});
