import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { routeLabeller } from "~/http/request-metrics.server";
import { requestIdOf } from "../../../server/request-log";
import { loadBuild } from "../../support/build";

/**
 * The parts of the production server's request line (server/request-log.ts) that depend on what
 * a request brings: the id the trusted proxy gives, kept only in its expected shape and only behind it, and the route named for
 * a path, the one Remix answers with.
 */

let build: ServerBuild;
beforeAll(async () => {
  build = await loadBuild();
});

describe("a request's id", () => {
  it("keeps the trusted proxy's id when it is a UUID or nginx's 32 hexadecimal digits", () => {
    expect(requestIdOf("0f8fad5b-d9cb-469f-a165-70867728950e", true)).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(requestIdOf("5a3c0c7c4e1f4b8b9d2e6f7a8b9c0d1e", true)).toBe("5a3c0c7c4e1f4b8b9d2e6f7a8b9c0d1e");
  });

  it("draws its own without a trusted proxy, even for an id of the expected shape", () => {
    for (const given of ["0f8fad5b-d9cb-469f-a165-70867728950e", "5a3c0c7c4e1f4b8b9d2e6f7a8b9c0d1e"]) {
      expect(requestIdOf(given, false)).not.toBe(given);
    }
  });

  it("draws its own for anything else: missing, too short or long, spaces, markup, an e-mail", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const given of [
      undefined,
      "",
      "abc",
      "x".repeat(65),
      "a b c d e f g",
      "<script>1</script>",
      "jean@exemple.ch",
    ]) {
      const id = requestIdOf(given, true);
      expect(id, String(given)).toMatch(uuid);
      expect(id).not.toBe(given);
    }
    expect(requestIdOf(undefined, true)).not.toBe(requestIdOf(undefined, true));
  });
});

describe("a request's route", () => {
  it("is the id of the Remix route the path reaches, in each language", () => {
    const routeOf = routeLabeller(build.routes);
    expect(routeOf("/")).toBe("routes/home");
    expect(routeOf("/annonces")).toBe("results-all");
    expect(routeOf("/location/appartement/vevey")).toBe("results-rent-type-city");
    expect(routeOf("/de/vente/maison/monthey/rlm-1001")).toBe("property-buy-de");
    expect(routeOf("/contact")).toBe("routes/contact");
    expect(routeOf("/images/photos/abc")).toBe("routes/images.$");
    expect(routeOf("/nulle/part")).toBe("routes/not-found");
  });

  it("is unmatched for a path that cannot be decoded, and the same when asked again", () => {
    const routeOf = routeLabeller(build.routes);
    expect(routeOf("/de/%E0%A4%A")).toBe(routeOf("/de/%E0%A4%A"));
    expect(routeOf("/annonces")).toBe(routeOf("/annonces"));
  });
});
