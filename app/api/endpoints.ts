import { normalizeReference } from "@rli/contract/forms/reference";
import { INCORRECT_ENDPOINT } from "@rli/contract/api/contract";
import { BadRequestError } from "./errors";

/** Paths of the calls of product §7, relative to the API base (…/api). */

function segment(value: string | number): string {
  return encodeURIComponent(String(value).trim());
}

function refSegment(ref: string): string {
  return encodeURIComponent(normalizeReference(ref));
}

export const endpoints = {
  search: () => "/properties/search",
  places: () => "/properties/places",
  property: (ref: string) => `/properties/${refSegment(ref)}`,
  screen: (id: string | number) => `/properties/screen/${segment(id)}`,
  promotions: () => "/promotions",
  promotion: (ref: string) => `/promotions/${refSegment(ref)}`,
  blog: () => "/blog",
  cities: () => "/data/cities",
  types: () => "/data/types",
  contact: () => "/contact",
  valuation: () => "/contact/sell",
  satisfaction: () => "/contact/satisfaction",
  application: () => "/contact/application",
  applicationLimits: () => "/contact/application/limits",
  exportDocument: (name: string, key: string | null) =>
    `/files/doc/${segment(name)}${key ? `?v=${encodeURIComponent(key)}` : ""}`,
} as const;

/** product §5: an endpoint containing a double slash is rejected. */
export function assertEndpoint(path: string): void {
  if (path.includes("//") || !path.startsWith("/")) {
    throw new BadRequestError(INCORRECT_ENDPOINT, path);
  }
}

/** Base URL and path joined, without doubling the slash between them. */
export function endpointUrl(baseUrl: string, path: string): string {
  assertEndpoint(path);
  return baseUrl.replace(/\/+$/, "") + path;
}
