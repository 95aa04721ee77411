/**
 * Where a rental application for a listing is filed (`/candidature?ref=REF`): rent listings on
 * offer only, never a promotion. The form's own route checks the same rule on the server.
 */
export function applicationPath(listing: { ref: string; type: string; status: string; kind?: string }) {
  if (listing.kind === "promotion" || listing.type !== "rent" || listing.status !== "active") return undefined;
  return `/candidature?ref=${encodeURIComponent(listing.ref)}`;
}
