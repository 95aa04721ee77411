import { messages } from "@rli/contract/forms/messages";

/**
 * The fields of a posted form. A body that is not a form (another content type, a multipart
 * body without its boundary or cut short, no body at all) answers a 415 or 400 instead of
 * failing, in French unless `translate` writes it in the page's language: the route's error
 * boundary shows it.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Why a body could not be read as a form, in French. */
export type UnreadableForm = { status: 400 | 415; message: string };

/** The refusal as the plain answer the route's error boundary shows. */
export function unreadableFormResponse(
  { status, message }: UnreadableForm,
  translate: (message: string) => string = (text) => text,
): Response {
  return new Response(translate(message), {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The fields of a posted form, or why its body cannot be read. */
export async function formFields(request: Request): Promise<FormData | UnreadableForm> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return { status: 415, message: messages.notAForm };
  try {
    return await request.formData();
  } catch {
    return { status: 400, message: messages.unreadableForm };
  }
}

export async function readForm(
  request: Request,
  translate: (message: string) => string = (message) => message,
): Promise<FormData> {
  const fields = await formFields(request);
  if (fields instanceof FormData) return fields;
  throw unreadableFormResponse(fields, translate);
}
