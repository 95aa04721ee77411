import { lazy, Suspense } from "react";
// The window's styles come with every page: the server may draw it before its script arrives.
import "../forms/forms.css";
import "../ui/SafeImage.css";
import "./Contact.css";
import type { ContactFormView } from "~/forms/contact-form.server";
import { CONTACT_TITLE_ID } from "~/agency/contact-url";
import { ContactModal as ServerContactModal } from "./ContactModal";

/**
 * The contact window, drawn by the server in the page; in the browser its code is loaded only
 * when a page has it open (or opens it), so pages without it carry none of the form's script.
 * A page delivered with the window open awaits that code before it hydrates (as the alert form
 * does, decision 178); until then the window works as it does without scripts.
 */
const Modal = import.meta.env.SSR
  ? ServerContactModal
  : typeof document !== "undefined" && document.getElementById(CONTACT_TITLE_ID)
    ? (await import("./ContactModal")).ContactModal
    : lazy(() => import("./ContactModal").then((module) => ({ default: module.ContactModal })));

export function ContactWindow({ view }: { view: ContactFormView }) {
  return (
    <Suspense fallback={null}>
      <Modal view={view} />
    </Suspense>
  );
}
