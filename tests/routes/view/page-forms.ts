import { DomUtils } from "htmlparser2";
import { HONEYPOT_TIME_FIELD } from "../../support/honeypot";
import {
  accessibleName,
  byId,
  collapse,
  CONTROLS,
  isElement,
  rootOf,
  textOf,
  type Document,
  type Element,
} from "./page-text";

/** `METHOD action « name »` and one line per control: `name [type] « label » = "value" flags`. */
export type FormView = { form: string; fields: string[] };

/** Values drawn anew for each page (the spam trap's encrypted time, the one-time form token). */
const VOLATILE_FIELDS = new Set([HONEYPOT_TIME_FIELD, "jeton"]);

/** The forms among `elements`, each with its controls (wherever they are, by the `form` attribute), and controls of no form. */
export function formsOf(document: Document, elements: Element[]): FormView[] {
  const controls = DomUtils.findAll((node) => CONTROLS.includes(node.name), document.children);
  const ownerOf = (control: Element) => {
    const id = control.attribs.form;
    if (id) return DomUtils.getElementById(id, document.children);
    let parent = control.parent;
    while (parent && !(isElement(parent) && parent.name === "form")) parent = parent.parent;
    return parent;
  };
  const views = elements
    .filter((element) => element.name === "form")
    .map((form) => ({
      form: formTitle(form),
      fields: controls.filter((control) => ownerOf(control) === form).map(fieldOf),
    }));
  const loose = elements.filter((element) => CONTROLS.includes(element.name) && ownerOf(element) === null);
  return loose.length > 0 ? [...views, { form: "(hors formulaire)", fields: loose.map(fieldOf) }] : views;
}

function formTitle(form: Element): string {
  const method = (form.attribs.method ?? "get").toUpperCase();
  const name = form.attribs["aria-label"] || form.attribs["aria-labelledby"] ? accessibleName(form) : "";
  return `${method} ${form.attribs.action ?? "(cette page)"}${name ? ` « ${name} »` : ""}`;
}

/** The text of the label a control is given: aria-label, aria-labelledby, <label for>, or an enclosing <label>. */
function labelOf(control: Element): string {
  if (control.attribs["aria-label"] || control.attribs["aria-labelledby"]) return accessibleName(control);
  const id = control.attribs.id;
  if (id) {
    const label = DomUtils.findOne((node) => node.name === "label" && node.attribs.for === id, [rootOf(control)]);
    if (label) return textOf(label);
  }
  for (let node = control.parent; node; node = node.parent) {
    if (isElement(node) && node.name === "label") return textOf(node);
  }
  return control.name === "button" ? textOf(control) : "";
}

function fieldOf(control: Element): string {
  const { attribs } = control;
  const type =
    control.name === "input"
      ? (attribs.type ?? "text")
      : control.name === "button"
        ? (attribs.type ?? "submit")
        : control.name;
  const label = labelOf(control);
  const volatile = attribs.name !== undefined && VOLATILE_FIELDS.has(attribs.name);
  const parts = [`${attribs.name ?? ""} [${type}]`.trim()];
  if (label) parts.push(`« ${label} »`);
  const value = valueOf(control, type);
  if (value !== null) parts.push(`= ${volatile ? "…" : JSON.stringify(value)}`);
  if (control.name === "select") {
    const chosen = chosenOptions(control).map((option) => collapse(DomUtils.textContent(option)));
    if (chosen.join(", ") !== value) parts.push(`(${chosen.join(", ")})`);
  }
  if (control.name === "select") parts.push(optionsOf(control));
  for (const flag of ["required", "checked", "disabled", "readonly", "multiple"]) {
    if (flag in attribs) parts.push(flag);
  }
  for (const bound of ["min", "max", "step", "minlength", "maxlength", "pattern", "accept"]) {
    if (attribs[bound] !== undefined) parts.push(`${bound}=${attribs[bound]}`);
  }
  if (attribs["aria-pressed"] === "true") parts.push("pressed");
  if (attribs["aria-pressed"] === "false") parts.push("not pressed");
  if (attribs["aria-invalid"] === "true") parts.push(`invalid${errorOf(control)}`);
  return parts.join(" ");
}

function valueOf(control: Element, type: string): string | null {
  if (control.name === "textarea") return DomUtils.textContent(control);
  if (control.name === "select") {
    return chosenOptions(control)
      .map((option) => option.attribs.value ?? collapse(DomUtils.textContent(option)))
      .join(", ");
  }
  if (control.name === "button") return control.attribs.value ?? null;
  if (type === "checkbox" || type === "radio") return control.attribs.value ?? "on";
  return control.attribs.value ?? "";
}

/** The options of a list that are chosen: without a selected one, a single-choice list shows its first. */
function chosenOptions(select: Element): Element[] {
  const options = DomUtils.findAll((node) => node.name === "option", select.children);
  const selected = options.filter((option) => "selected" in option.attribs);
  return selected.length > 0 || "multiple" in select.attribs ? selected : options.slice(0, 1);
}

/** The options a visitor can choose, shown in full up to a dozen, else counted. */
function optionsOf(select: Element): string {
  const options = DomUtils.findAll((node) => node.name === "option", select.children);
  const labels = options.map((option) => {
    const text = collapse(DomUtils.textContent(option));
    const value = option.attribs.value;
    return value === undefined || value === "" || value === text ? text : `${value}: ${text}`;
  });
  return labels.length <= 12 ? `{${labels.join(" | ")}}` : `{${labels.length} options}`;
}

/** The error message the control is described by (an element whose id ends with `-error`). */
function errorOf(control: Element): string {
  const ids = (control.attribs["aria-describedby"] ?? "").split(/\s+/).filter((id) => id.endsWith("-error"));
  const messages = ids.flatMap((id) => {
    const element = byId(control, id);
    const text = element ? textOf(element) : "";
    return text ? [text] : [];
  });
  return messages.length > 0 ? ` « ${messages.join(" ")} »` : "";
}
