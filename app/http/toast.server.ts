import { randomUUID } from "node:crypto";
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { toastTypes, type Toast } from "./toast";
import { cookieSecurity, toastStorage } from "./cookies.server";

/** A message shown once after a redirect (product §4: error, sent, check, warning). */
const toastSchema = z.object({
  type: z.enum(toastTypes),
  message: z.string().min(1).max(300),
  id: z.string().max(64).optional(),
});
export type { Toast };

const KEY = "toast";

/** The Set-Cookie value that flashes `toast` for the next page (Secure as the request's scheme says). */
async function flashToast(toast: Toast, request: Request | undefined): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash(KEY, { ...toast, id: toast.id ?? randomUUID() });
  return toastStorage.commitSession(session, request ? cookieSecurity(request) : undefined);
}

/** Redirects and flashes `toast` for the next page; `request`: the one answered. */
export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}, request?: Request) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(toast, request));
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that consumes it. A broken cookie reads as no toast. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit | undefined }> {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  if (!session.has(KEY)) return { toast: null, headers: undefined };
  const parsed = toastSchema.safeParse(session.get(KEY));
  return {
    toast: parsed.success ? parsed.data : null,
    headers: { "Set-Cookie": await toastStorage.destroySession(session, cookieSecurity(request)) },
  };
}
