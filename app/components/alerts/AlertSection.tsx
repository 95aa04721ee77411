import { lazy, Suspense } from "react";
// The form's styles come with the page: the server draws it before its script arrives.
import "../forms/forms.css";
import "./AlertForm.css";
import { AlertForm as ServerAlertForm, type AlertFormView } from "./AlertForm";

/**
 * The alert's form under a list, drawn by the server; in the browser its code is a file of its own,
 * so that a list's first view carries none of it. When the server drew it, this module awaits that
 * file: the page hydrates once it has come, and until then the form posts as it does without
 * scripts. A boundary left as server markup while the rest hydrated would be redrawn from nothing
 * by the next navigation (React's error #421, decision 178). A list reached by a navigation loads
 * it lazily.
 */
const Form = import.meta.env.SSR
  ? ServerAlertForm
  : typeof document !== "undefined" && document.getElementById("alerte")
    ? (await import("./AlertForm")).AlertForm
    : lazy(() => import("./AlertForm").then((module) => ({ default: module.AlertForm })));

export function AlertSection({ view }: { view: AlertFormView }) {
  return (
    <Suspense fallback={null}>
      <Form view={view} />
    </Suspense>
  );
}
