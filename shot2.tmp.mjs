import { chromium } from "playwright-core";
const [url, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url);
const el = await page.$("#titre-situation");
const section = el ? await el.evaluateHandle((h) => h.closest("section")) : null;
if (section) await section.asElement().screenshot({ path: out }); else await page.screenshot({ path: out });
await browser.close();
