import { PageLink } from "~/components/links/PageLink";
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "../ui/icons";
import type { ContactFormView } from "~/forms/contact-form.server";
import { ContactForm } from "./ContactForm";
import { CONTACT_TITLE_ID, withoutContact } from "~/agency/contact-url";
import { useTexts } from "../i18n/useLanguage";
import * as css from "./Contact.css";
import { contactTexts } from "./Contact.texts";

/**
 * The contact window (product §2.12), open while the address has `?contact` or `?contact=REF`.
 * The server draws it as an open `<dialog>` with a close link, which works without scripts.
 * With scripts it becomes modal: focus stays inside, Escape or a click outside closes it
 * (by removing the parameter), the page behind is blurred, and focus goes back where it was.
 */
export function ContactModal({ view }: { view: ContactFormView }) {
  const texts = useTexts(contactTexts);
  const location = useLocation();
  const navigate = useNavigate();
  const closeHref = withoutContact(location.pathname, location.search);
  const ref = useRef<HTMLDialogElement>(null);
  const [modal, setModal] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open) dialog.close();
    dialog.showModal();
    setModal(true);
    return () => {
      if (opener && opener.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, []);

  const close = () => navigate(closeHref, { preventScrollReset: true, replace: true });

  return (
    <>
      {modal ? null : <div className={css.backdrop} aria-hidden="true" />}
      {/* The backdrop click is a pointer shortcut; the keyboard has Escape (cancel) and the close link. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={ref}
        open
        aria-labelledby={CONTACT_TITLE_ID}
        className={css.dialog}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClick={(event) => {
          // A click on the dialog element itself is a click on the blurred backdrop around the panel.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={css.panel}>
          <PageLink to={closeHref} preventScrollReset replace className={css.closeLink} aria-label={texts.close}>
            <CloseIcon />
          </PageLink>
          <ContactForm view={{ ...view, link: closeHref }} titleId={CONTACT_TITLE_ID} />
        </div>
      </dialog>
    </>
  );
}
