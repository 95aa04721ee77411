import { useEffect, useState } from "react";
import { CloseIcon, Icon } from "../ui/icons";
import type { Toast as ToastData } from "~/http/toast";
import { useTexts } from "../i18n/useLanguage";
import * as css from "./Toast.css";
import { toastTexts } from "./Toast.texts";

/** product §9: a confirmation closes by itself after 10 s. */
const TOAST_DURATION_MS = 10_000;

/** The toast a reply carries, if any; keyed by its id so that each new one is drawn afresh (and times out anew). */
export function ReplyToast({ toast }: { toast?: ToastData | null }) {
  return toast ? <Toast key={toast.id ?? toast.message} toast={toast} /> : null;
}

/**
 * A toast drawn by the server. It is a non-modal `<dialog open>` whose close button submits a
 * `method="dialog"` form: the browser closes it without any script. Errors and warnings are alerts
 * and stay until closed: they say what to do (WCAG 2.2.1). With scripts a confirmation (a status)
 * also closes by itself after 10 s (product §9), never while the pointer or the focus is on it.
 */
export function Toast({ toast }: { toast: ToastData }) {
  const texts = useTexts(toastTexts);
  const [open, setOpen] = useState(true);
  // Held while the pointer rests on it or the focus is in it; its 10 s start again once both have left.
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const urgent = toast.type === "error" || toast.type === "warning";
  useEffect(() => {
    if (urgent || pointed || focused) return;
    const timer = window.setTimeout(() => setOpen(false), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [urgent, pointed, focused]);
  if (!open) return null;
  return (
    <dialog
      open
      className={css.toast}
      data-type={toast.type}
      aria-label={texts.titles[toast.type]}
      onPointerEnter={() => setPointed(true)}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <div role={urgent ? "alert" : "status"} className={css.body}>
        <span className={css.icon} aria-hidden="true">
          <ToastIcon type={toast.type} />
        </span>
        <p className={css.message}>{toast.message}</p>
      </div>
      <form method="dialog" className={css.closeForm} onSubmit={() => setOpen(false)}>
        <button type="submit" className={css.close} aria-label={texts.close}>
          <CloseIcon size={18} />
        </button>
      </form>
    </dialog>
  );
}

function ToastIcon({ type }: { type: ToastData["type"] }) {
  const paths: Record<ToastData["type"], string> = {
    error: "M12 8v5M12 16.5v.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z",
    warning: "M12 8v5M12 16.5v.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z",
    sent: "m22 2-7 20-4-9-9-4zM22 2 11 13",
    check: "m5 12.5 4.5 4.5L19 7.5",
  };
  return (
    <Icon size={22}>
      <path d={paths[type]} />
    </Icon>
  );
}
