import { lazy, Suspense } from "react";
// The form's styles come with the page: the server draws it before its script arrives.
import "../forms/forms.css";
import "./AlertForm.css";
import { AlertForm as ServerAlertForm, type AlertFormView } from "./AlertForm";

/**
 * The alert's form under a list, drawn by the server; in the browser its code is a file of its own,
 * loaded alongside hydration, so that a list's first view carries none of it. Until it arrives the
 * server's markup stays as it is, and posts as it does without scripts.
 */
const loadForm = () => import("./AlertForm").then((module) => ({ default: module.AlertForm }));
const BrowserAlertForm = lazy(loadForm);

if (!import.meta.env.SSR && typeof document !== "undefined" && document.getElementById("alerte")) {
  void loadForm();
}

const Form = import.meta.env.SSR ? ServerAlertForm : BrowserAlertForm;

export function AlertSection({ view }: { view: AlertFormView }) {
  return (
    <Suspense fallback={null}>
      <Form view={view} />
    </Suspense>
  );
}
