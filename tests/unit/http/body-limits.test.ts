import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "~/http/body-limits.server";
import { MAX_BODY_BYTES } from "~/http/request-guard";

describe("bodyLimitFor", () => {
  const applicationBound = (20 + 1) * 1024 * 1024;

  it("gives the rental application its documents' bound, posted with or without scripts", () => {
    expect(bodyLimitFor("/candidature")).toBe(applicationBound);
    expect(bodyLimitFor("/candidature.data")).toBe(applicationBound);
    expect(bodyLimitFor("/candidature/envoi")).toBe(applicationBound);
    for (const prefix of ["/de", "/en"]) {
      expect(bodyLimitFor(`${prefix}/candidature`)).toBe(applicationBound);
      expect(bodyLimitFor(`${prefix}/candidature.data`)).toBe(applicationBound);
      expect(bodyLimitFor(`${prefix}/candidature/envoi`)).toBe(applicationBound);
    }
  });

  it("keeps every other address, look-alikes included, to the forms' 64 KB", () => {
    for (const path of [
      "/contact",
      "/candidature/",
      "/candidature/envoi/x",
      "/candidature.datax",
      "/x/candidature",
      "/fr/candidature",
      "/de/x/candidature",
      "/favoris.data",
    ]) {
      expect(bodyLimitFor(path)).toBe(MAX_BODY_BYTES);
    }
  });
});
