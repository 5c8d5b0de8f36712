import { createCookie, redirect } from "react-router";
import { z } from "zod";

// Flash toasts across a redirect (as Epic Stack's redirectWithToast): the action sets a short-lived
// cookie, the root loader of the next page reads it once, clears it, and the page shows the toast.
// The text is shown as plain text, so an unsigned cookie can carry nothing but words.
const cookie = createCookie("qh_toast", { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

const flashToast = z.object({ kind: z.enum(["success", "error", "info"]), text: z.string().min(1).max(200) });
export type FlashToast = z.infer<typeof flashToast>;

/** A redirect that shows `toast` on the page it lands on. */
export async function redirectWithToast(url: string, toast: FlashToast, init?: ResponseInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await cookie.serialize(toast));
  return redirect(url, { ...init, headers });
}

/** The toast waiting for this request, and the header that clears it (both null when there is none). */
export async function takeToast(request: Request): Promise<{ toast: (FlashToast & { id: string }) | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  if (!header?.includes("qh_toast=")) return { toast: null, clear: null };
  const parsed = flashToast.safeParse(await cookie.parse(header).catch(() => null));
  const clear = await cookie.serialize("", { maxAge: 0 });
  // The id makes the same words flashed twice in a row show twice.
  return { toast: parsed.success ? { ...parsed.data, id: crypto.randomUUID() } : null, clear };
}
