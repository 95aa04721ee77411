import { Honeypot, SpamError, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { env } from "~/env.server";

/**
 * The spam trap of every form: a field hidden from people that bots fill in, and the
 * encrypted time the form was rendered. The fixed secret lets any process check a form
 * rendered by another one.
 */
const honeypot = new Honeypot({ encryptionSeed: env.HONEYPOT_SECRET });

export type HoneypotFieldsProps = HoneypotInputProps;

/** The names and the encrypted timestamp the forms render (passed to the page by the root loader). */
export function honeypotFields(): HoneypotFieldsProps {
  return honeypot.getInputProps();
}

/** Neutral on purpose: it tells a bot nothing about which check failed. */
export const SPAM_MESSAGE =
  "Votre envoi n'a pas pu être accepté. Merci de recharger la page et de réessayer, ou de nous appeler.";

/** Throws a 400 response when the trap was sprung; nothing is sent then. */
export function checkHoneypot(formData: FormData): void {
  try {
    honeypot.check(formData);
  } catch (error) {
    // An encrypted time that is not ours may not even decrypt (crypto-js throws "Malformed UTF-8
    // data"): a form the site did not render, refused like any other trap sprung.
    if (!(error instanceof SpamError) && !(error instanceof Error && /utf-8/i.test(error.message))) throw error;
    throw new Response(SPAM_MESSAGE, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
