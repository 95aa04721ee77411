import { useRouteLoaderData } from "@remix-run/react";

/** The references the visitor keeps, as the root loader read them from the favourites cookie. */
export function useFavourites(): readonly string[] {
  const data = useRouteLoaderData("root") as { favourites?: string[] } | undefined;
  return data?.favourites ?? [];
}
