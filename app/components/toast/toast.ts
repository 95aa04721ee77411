/** A short message shown over the page (product §4: error, sent, check, warning). */
export const toastTypes = ["error", "sent", "check", "warning"] as const;
type ToastType = (typeof toastTypes)[number];

export type Toast = {
  type: ToastType;
  message: string;
  /** Tells two toasts with the same text apart, so a new one shows even if the last was closed. */
  id?: string;
};

/** product §9: a toast closes by itself after 10 s. */
export const TOAST_DURATION_MS = 10_000;
