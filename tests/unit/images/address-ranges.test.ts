import { describe, expect, it } from "vitest";
import { refusedRange } from "~/images/address-ranges";

describe("addresses a photo may be fetched from", () => {
  it("refuse loopback, private, link-local, unspecified, carrier-grade NAT, multicast and reserved ranges", () => {
    const refused: [string, RegExp][] = [
      ["127.0.0.1", /boucle locale/],
      ["127.255.0.9", /boucle locale/],
      ["10.0.0.1", /réseau privé/],
      ["172.16.5.4", /réseau privé/],
      ["172.31.255.255", /réseau privé/],
      ["192.168.1.10", /réseau privé/],
      ["169.254.169.254", /lien local/],
      ["169.254.0.1", /lien local/],
      ["0.0.0.0", /non spécifiée/],
      ["100.64.0.1", /NAT d'opérateur/],
      ["100.127.255.254", /NAT d'opérateur/],
      ["224.0.0.251", /multidiffusion/],
      ["255.255.255.255", /diffusion/],
      ["192.0.2.10", /réservée/],
      ["::1", /boucle locale/],
      ["::", /non spécifiée/],
      ["fe80::1", /lien local/],
      ["fc00::1", /réseau privé/],
      ["fd12:3456::1", /réseau privé/],
      ["ff02::1", /multidiffusion/],
    ];
    for (const [address, reason] of refused) expect(refusedRange(address), address).toMatch(reason);
  });

  it("judge an IPv6 form carrying an IPv4 address by what it carries, or refuse it", () => {
    expect(refusedRange("::ffff:127.0.0.1")).toMatch(/boucle locale \(127\.0\.0\.1\)/);
    expect(refusedRange("::ffff:7f00:1")).toMatch(/boucle locale/);
    expect(refusedRange("::ffff:169.254.169.254")).toMatch(/lien local/);
    expect(refusedRange("::ffff:10.1.2.3")).toMatch(/réseau privé/);
    expect(refusedRange("::127.0.0.1")).not.toBeNull();
    expect(refusedRange("::7f00:1")).toMatch(/IPv4 dans IPv6/);
    expect(refusedRange("::808:808")).toMatch(/IPv4 dans IPv6/);
    expect(refusedRange("64:ff9b::a9fe:a9fe")).toMatch(/NAT64/);
    expect(refusedRange("2002:7f00:1::1")).toMatch(/6to4/);
    expect(refusedRange("2001::1")).toMatch(/Teredo/);
    expect(refusedRange("::ffff:93.184.215.14")).toBeNull();
  });

  it("let public unicast addresses through and refuse what is not an address", () => {
    for (const address of ["93.184.215.14", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111"]) {
      expect(refusedRange(address), address).toBeNull();
    }
    expect(refusedRange("localhost")).toBe("adresse illisible");
    expect(refusedRange("")).toBe("adresse illisible");
  });
});
