import ipaddr from "ipaddr.js";

/**
 * The CRM's own addresses (IMPORT_FTP_CRM_ADDRESSES): single addresses or CIDR blocks, IPv4 or IPv6,
 * read once; an address the daemon reports matches whether written as IPv4 or as IPv4-mapped IPv6.
 * Pure, no I/O.
 */

export type AddressBlock = { text: string; range: [ipaddr.IPv4 | ipaddr.IPv6, number] };

/** A block as written (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::/48`), or undefined when it is none. */
export function parseAddressBlock(text: string): AddressBlock | undefined {
  try {
    if (text.includes("/")) {
      const range = ipaddr.parseCIDR(text);
      return { text: `${range[0].toString()}/${range[1]}`, range };
    }
    if (!ipaddr.isValid(text)) return undefined;
    const address = ipaddr.process(text);
    const bits = address.kind() === "ipv4" ? 32 : 128;
    return { text: `${address.toString()}/${bits}`, range: [address, bits] };
  } catch {
    return undefined;
  }
}

/** Whether an address the daemon reports lies in one of the blocks. */
export function inBlocks(blocks: readonly AddressBlock[]): (address: string) => boolean {
  return (address) => {
    if (blocks.length === 0 || !ipaddr.isValid(address)) return false;
    const parsed = ipaddr.process(address);
    return blocks.some(({ range }) => range[0].kind() === parsed.kind() && parsed.match(range));
  };
}
