/**
 * A short message shown over the page (product §4: error, sent, check, warning): carried to the next
 * page by a one-shot cookie (toast.server.ts), or in a form action's answer.
 */
export const toastTypes = ["error", "sent", "check", "warning"] as const;
type ToastType = (typeof toastTypes)[number];

export type Toast = {
  type: ToastType;
  message: string;
  /** Tells two toasts with the same text apart, so a new one shows even if the last was closed. */
  id?: string;
};
