/**
 * Printing a page (a property above all): the content only, in black on white. What a component
 * leaves out of a printed page, or prints otherwise, is said in its own style (`@media print`):
 * menus, footer, share links, the carousel's controls and all its photos but the first, the
 * description's clamp. Here, the rules for every page: no forms, buttons nor dialogs, plain links,
 * and nothing cut in two.
 */
import { globalStyle } from "@vanilla-extract/css";

const print = (selector: string, style: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { "@media": { print: style } });

print("dialog, button, form", { display: "none !important" });

print("body", { background: "#ffffff", color: "#000000" });
print("a", { color: "inherit", textDecoration: "none" });

// Rows and list items never cut in two; a heading stays with what follows it.
print("tr, li", { breakInside: "avoid" });
print("h1, h2, h3", { breakAfter: "avoid" });
