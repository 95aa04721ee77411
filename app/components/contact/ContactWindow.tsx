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
 * Until then the server's markup stays as it is, and works as it does without scripts.
 */
const loadModal = () => import("./ContactModal").then((module) => ({ default: module.ContactModal }));
const BrowserContactModal = lazy(loadModal);

// A page delivered with the window open starts loading its code at once, alongside hydration,
// so the window becomes interactive as early as the rest of the page.
if (!import.meta.env.SSR && typeof document !== "undefined" && document.getElementById(CONTACT_TITLE_ID)) {
  void loadModal();
}

const Modal = import.meta.env.SSR ? ServerContactModal : BrowserContactModal;

export function ContactWindow({ view }: { view: ContactFormView }) {
  return (
    <Suspense fallback={null}>
      <Modal view={view} />
    </Suspense>
  );
}
