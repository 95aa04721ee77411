/**
 * Printing a page (a property above all): the content only, in black on white. Menus, footer,
 * buttons, forms, dialogs, share links and the carousel's controls are left out; of the photos
 * only the first is printed; the description is printed whole; the broker's card stays.
 */
import { globalStyle } from "@vanilla-extract/css";
import * as carousel from "~/components/carousel/Carousel.css";
import * as footer from "~/components/layout/Footer.css";
import * as header from "~/components/layout/Header.css";
import * as broker from "~/components/property/BrokerCard.css";
import * as affordability from "~/components/property/AffordabilityTeaser.css";
import * as description from "~/components/property/ExpandableText.css";
import * as sheet from "~/components/property/ListingSheetLink.css";
import * as price from "~/components/property/PriceCard.css";
import * as share from "~/components/property/ShareLinks.css";
import * as toast from "~/components/toast/Toast.css";
import { skipLink } from "./global.css";

const print = (selector: string, style: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { "@media": { print: style } });

const hidden = [
  header.header,
  footer.footer,
  skipLink,
  toast.toast,
  carousel.side,
  carousel.counter,
  carousel.controls,
  share.share,
  sheet.sheet,
  affordability.teaser,
  price.contact,
  description.toggle,
].map((name) => `.${name}`);

print([...hidden, "dialog", "button", "form"].join(", "), { display: "none !important" });

print("body", { background: "#ffffff", color: "#000000" });
print("a", { color: "inherit", textDecoration: "none" });

// The first photo only, whole, above the texts.
print(`.${carousel.track}`, { display: "block", overflow: "visible", background: "none" });
print(`.${carousel.slide}:not(:first-child)`, { display: "none" });
print(`.${carousel.slide}`, { maxWidth: "16cm", breakInside: "avoid" });

// The description without its five-line clamp.
print(`.${description.text}`, { display: "block", WebkitLineClamp: "unset", overflow: "visible" });

// Rows, list items and the broker's card never cut in two.
print(`tr, li, .${broker.card}`, { breakInside: "avoid" });
print("h1, h2, h3", { breakAfter: "avoid" });
