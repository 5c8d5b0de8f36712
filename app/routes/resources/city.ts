import { data, redirect } from "react-router";
import { safeRedirect } from "#core/redirect";
import { api } from "~/lib/api.server";
import { cityCookie } from "~/lib/city.server";
import { formOf } from "~/lib/form.server";
import { orNotFound } from "~/lib/not-found.server";
import type { Route } from "./+types/city";

/** Sets the current city (cookie, so SSR renders it); works as a plain form post and as a fetcher. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const code = String(form.get("code") ?? "");
  // An unknown code answers null; a malformed one is refused as BAD_REQUEST: both are no city.
  const city = await orNotFound(api(context).regions.city({ code }), ["BAD_REQUEST"]);
  if (!city) return data({ error: "请选择有效的城市" }, { status: 400 });
  const headers = { "Set-Cookie": cityCookie(city.code, new URL(request.url).protocol === "https:") };
  // Only same-site paths: never an open redirect.
  const back = safeRedirect(form.get("redirectTo"), "");
  if (back) return redirect(back, { headers });
  return data({ city }, { headers });
}
