import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** Data every layout needs (navigation, current city, footer, user), loaded once by root. */
export function useRootData() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data;
}
