import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currentImageHostPolicy,
  FEED_HOSTS_TTL_MS,
  imageHostPolicy,
  isAllowedUrl,
  refusalReason,
} from "~/images/image-hosts.server";
import { captureLog } from "../../support/log";

/** The inventory's photo hosts as the upstream would report them, and a production configuration. */
const feed = vi.hoisted(() => ({ hosts: ["crm.agence.test", "embedded.upstream"], calls: 0 }));
const settings = vi.hoisted(() => ({
  NODE_ENV: "production",
  DEMO: "",
  IMAGE_HOSTS: undefined as string | undefined,
  API_URL: undefined as string | undefined,
}));
vi.mock("~/api/transport.server", () => ({
  EMBEDDED_BASE_URL: "http://embedded.upstream/api",
  embeddedPhotoHosts: () => {
    feed.calls += 1;
    return feed.hosts;
  },
}));
vi.mock("~/env.server", () => ({ env: settings }));

afterEach(() => vi.restoreAllMocks());

describe("hosts of an inventory file's photos", () => {
  const feedHosts = ["crm.agence.test", "photos.agence.test:8443", "embedded.upstream"];

  it("are never allowed in production: the embedded upstream's own photos only, the others withheld", () => {
    const policy = imageHostPolicy({ feedHosts, strict: true });
    expect([...policy.allowed]).toEqual(["embedded.upstream"]);
    expect([...policy.named]).toEqual([]);
    expect(policy.withheld).toEqual(["crm.agence.test", "photos.agence.test:8443"]);
    expect(refusalReason(new URL("https://crm.agence.test/1.jpg"), policy)).toMatch(/IMAGE_HOSTS/);
  });

  it("are allowed in development, tests and the demo, but never named (public addresses only)", () => {
    const policy = imageHostPolicy({ feedHosts, strict: false });
    expect([...policy.allowed].sort()).toEqual(["crm.agence.test", "embedded.upstream", "photos.agence.test:8443"]);
    expect(policy.named.size).toBe(0);
    expect(policy.withheld).toEqual([]);
  });

  it("give way to IMAGE_HOSTS, whose hosts are named, and to API_URL's host", () => {
    const listed = imageHostPolicy({ imageHosts: "CRM.agence.test, 127.0.0.1:8080", feedHosts, strict: true });
    expect([...listed.named]).toEqual(["crm.agence.test", "127.0.0.1:8080"]);
    expect([...listed.allowed]).toEqual(["crm.agence.test", "127.0.0.1:8080", "embedded.upstream"]);
    expect(isAllowedUrl(new URL("https://photos.agence.test:8443/1.jpg"), listed.allowed)).toBe(false);
    const remote = imageHostPolicy({ apiUrl: "https://api.agence.test/api", feedHosts: [], strict: true });
    expect([...remote.allowed]).toEqual(["api.agence.test"]);
    expect([...remote.named]).toEqual(["api.agence.test"]);
  });
});

describe("the site's host policy", () => {
  it("says once, in French, to name the inventory's hosts in IMAGE_HOSTS in production", () => {
    const log = captureLog();
    const policy = currentImageHostPolicy(1_000_000);
    expect([...policy.allowed]).toEqual(["embedded.upstream"]);
    expect(isAllowedUrl(new URL("https://crm.agence.test/1.jpg"), policy.allowed)).toBe(false);
    currentImageHostPolicy(1_000_000 + FEED_HOSTS_TTL_MS + 1);
    log.stop();
    expect(log.messages()).toHaveLength(1);
    expect(log.records[0]).toMatchObject({ level: "warn", event: "image.hosts-withheld", hosts: ["crm.agence.test"] });
    expect(log.messages()[0]).toMatch(
      /^Photos de l'inventaire \(CATALOGUE_FILE\) refusées .*crm\.agence\.test.*IMAGE_HOSTS\.$/,
    );
  });

  it("asks the inventory's hosts again after a few seconds: a new upload is seen while the site runs", () => {
    settings.DEMO = "1";
    const start = 2_000_000;
    expect([...currentImageHostPolicy(start).allowed]).toContain("crm.agence.test");
    feed.hosts = ["nouveau-crm.agence.test"];
    const calls = feed.calls;
    expect([...currentImageHostPolicy(start + 1000).allowed]).toContain("crm.agence.test");
    expect(feed.calls).toBe(calls);
    const later = currentImageHostPolicy(start + FEED_HOSTS_TTL_MS);
    expect([...later.allowed].sort()).toEqual(["embedded.upstream", "nouveau-crm.agence.test"]);
    expect(feed.calls).toBe(calls + 1);
  });
});
