import { ALERT_IDS, alertPage, writeAlertFixtures } from "./alert-fixtures";
import { expect, test } from "./fixtures";

/**
 * A 320 px window: a phone as narrow as they come, and a 1280 px screen at 400 % zoom (WCAG 1.4.10 Reflow).
 * The main pages in the three languages scroll only downwards, every control the visitor can reach lies
 * within the window, and the menu opens by pointer and by keyboard.
 */

/**
 * The home page (its header fixed with scripts), a list, a listing, two forms, a search alert's request and the
 * page managing an address's alerts, and the other languages.
 */
const PAGES = [
  "/",
  "/annonces",
  "/vente/appartement-en-terrasse/vevey-1800/rlm-1047",
  "/contact",
  "/estimation-bien-immobilier?etape=1",
  "/alertes?recherche=%2Fvente%2Fmaison",
  alertPage("manage", ALERT_IDS.active),
  "/de/",
  // A broker's page, and a listing checked (its result and the rules).
  "/de/equipe/sophie-carron",
  "/verifier?q=rlm-1047",
  // A list whose "more criteria" are open: its check boxes and date field.
  "/en/recherche?actionType=Louer&avec=balcon&libreDes=immediatement&page=1",
];

test.use({ viewport: { width: 320, height: 640 } });
test.beforeAll(() => writeAlertFixtures());

/**
 * Controls in view (not inside a closed `<details>` nor hidden) whose box leaves the window, other than
 * those of a region that scrolls sideways by itself inside the window (a photo carousel).
 */
async function controlsOutside(page: import("@playwright/test").Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = (box: DOMRect) => box.left < -0.5 || box.right > width + 0.5;
    const inScroller = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX))
          return !outside(parent.getBoundingClientRect());
      }
      return false;
    };
    return [...document.querySelectorAll("a[href], button, summary, input, select, textarea")]
      .filter((element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 1 && box.height > 1 && outside(box) && !inScroller(element))
      .map(({ element, box }) => {
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
        return `${element.tagName.toLowerCase()} « ${name} » ${Math.round(box.left)}–${Math.round(box.right)}`;
      });
  });
}

for (const path of PAGES) {
  test(`${path} reflows into 320 px: no sideways scroll, every control inside, the menu by pointer and keyboard`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, "sideways scroll").toBeLessThanOrEqual(widths.client);
    expect(await controlsOutside(page)).toEqual([]);

    // The drawer's toggle: the header's one summary with a name of its own (the promotions' one has its text).
    const menu = page.getByRole("banner").locator("summary[aria-label]");
    const drawer = page.getByRole("banner").locator("details:has(> summary[aria-label]) nav");
    // From the page's start, Tab reaches the menu toggle within the window, Enter opens it and closes it.
    let reached = false;
    for (let step = 0; step < 12 && !reached; step++) {
      await page.keyboard.press("Tab");
      reached = await menu.evaluate((element) => element === document.activeElement);
    }
    expect(reached, "the menu toggle reached by Tab").toBe(true);
    await expect(menu).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Enter");
    await expect(drawer.getByRole("link").first()).toBeInViewport({ ratio: 1 });
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    // And by pointer.
    await menu.click();
    await expect(drawer.getByRole("link").first()).toBeInViewport({ ratio: 1 });
    await menu.click();
    await expect(drawer).toBeHidden();
  });
}

/**
 * WCAG 2.4.11 (focus not obscured): with the error toast of a refused survey open, and the header sticky at
 * the top, every Tab stop forwards and back lands where neither covers any part of it.
 */
test("focus is never under the toast or the header: every Tab stop of a refused survey, forwards and back", async ({
  page,
  visit,
}) => {
  test.setTimeout(60_000);
  await visit("/formulaire-satisfaction");
  await page.getByRole("button", { name: "Envoyer" }).click();
  const toast = page.locator("dialog[data-type]");
  await expect(toast).toContainText("Des erreurs sont présentes dans le formulaire.");
  const covered: string[] = [];
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press(key);
      const problem = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return null;
        const box = focused.getBoundingClientRect();
        const covers = [document.querySelector("dialog[data-type][open]"), document.querySelector("header")];
        // What is drawn on top at the centre and near the corners of the focused element's box.
        const points = [
          [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
        ];
        const by = new Set<string>();
        for (const [x, y] of points) {
          const top = document.elementFromPoint(x!, y!);
          if (!top || focused.contains(top) || top.contains(focused)) continue;
          const cover = covers.find((candidate) => candidate?.contains(top) && !candidate.contains(focused));
          if (cover) by.add(cover.tagName.toLowerCase());
        }
        if (by.size === 0) return null;
        const name = focused.getAttribute("aria-label") ?? focused.textContent?.trim().slice(0, 30) ?? "";
        return `${focused.tagName.toLowerCase()} « ${name} » under ${[...by].join(" and ")}`;
      });
      if (problem) covered.push(`${key} ${step + 1}: ${problem}`);
    }
  }
  expect(covered).toEqual([]);
});

/** WCAG 1.4.12: the spacing a reader's own style sheet may set (the success criterion's figures). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

for (const width of [320, 1280]) {
  test(`with the text spacing of WCAG 1.4.12 at ${width} px, no text is cut on the search pages, a listing and its photo viewer`, async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/annonces", "/location", "/vente/appartement-en-terrasse/vevey-1800/rlm-1047?photo=2"]) {
      await visit(path);
      // Added from the test's side (addStyleTag waits on the page's own scripts, which may be off).
      await page.evaluate(
        (css) => document.head.append(Object.assign(document.createElement("style"), { textContent: css })),
        TEXT_SPACING,
      );
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => {
            const style = getComputedStyle(element);
            if (!["hidden", "clip"].includes(style.overflowX) || !element.textContent?.trim()) return false;
            // A visually hidden text (one pixel, clipped) is for screen readers: it is meant to be cut.
            if (element.clientWidth <= 1 || style.clipPath !== "none" || style.clip !== "auto") return false;
            return element.checkVisibility() && element.scrollWidth > element.clientWidth + 1;
          })
          .map((element) => `${element.tagName.toLowerCase()} « ${element.textContent!.trim().slice(0, 40)} »`),
      );
      expect(cut, path).toEqual([]);
    }
  });
}
