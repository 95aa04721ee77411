import { chromium } from "playwright-core";
const [url, out, width = "1280"] = process.argv.slice(2);
const exe = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => { try { return require("fs").existsSync(p); } catch { return false; } });
const browser = await chromium.launch({ executablePath: process.env.CHROME ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
const el = await page.$("figure svg");
if (el) await el.screenshot({ path: out }); else await page.screenshot({ path: out, fullPage: false });
await browser.close();
