import { messages } from "@rli/contract/forms/messages";

/**
 * The fields of a posted form. A body that is not a form (another content type, a multipart
 * body without its boundary or cut short, no body at all) answers a 415 or 400 instead of
 * failing, in French unless `translate` writes it in the page's language: the route's error
 * boundary shows it.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function refusal(status: 400 | 415, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function readForm(
  request: Request,
  translate: (message: string) => string = (message) => message,
): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw refusal(415, translate(messages.notAForm));
  try {
    return await request.formData();
  } catch {
    throw refusal(400, translate(messages.unreadableForm));
  }
}
