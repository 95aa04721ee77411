import { useRouteLoaderData } from "@remix-run/react";
import type { AgencyContactPoints } from "~/agency/contact-points.server";

/** The agency's formatted phone numbers, loaded by the root route. */
export function useAgencyContact(): AgencyContactPoints | undefined {
  return useRouteLoaderData<{ contact: AgencyContactPoints }>("root")?.contact;
}
