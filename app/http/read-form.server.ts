/**
 * The fields of a posted form. A body that is not a form (another content type, a multipart
 * body without its boundary or cut short, no body at all) answers a French 415 or 400 instead
 * of failing: the route's error boundary shows it.
 */

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const NOT_A_FORM =
  "Les données envoyées ne sont pas celles d'un formulaire. Merci de recharger la page et de réessayer.";
const UNREADABLE_FORM = "Le formulaire envoyé est illisible. Merci de recharger la page et de réessayer.";

function refusal(status: 400 | 415, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) throw refusal(415, NOT_A_FORM);
  try {
    return await request.formData();
  } catch {
    throw refusal(400, UNREADABLE_FORM);
  }
}
