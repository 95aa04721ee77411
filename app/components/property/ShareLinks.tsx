import { useTexts } from "~/components/i18n/useLanguage";
import type { ShareLink } from "~/detail/share-links";
import * as css from "./ShareLinks.css";
import { NativeShareButton } from "./NativeShareButton";
import { ShareIcon } from "./share-icons";
import { propertyTexts } from "./property.texts";

/** Share links (product §2.5), each pointing to the listing's /partage/{ref} address. */
export function ShareLinks({
  links,
  headingId,
  native,
}: {
  links: ShareLink[];
  headingId: string;
  /** With scripts, a button that opens the device's share sheet for this address, where the browser has one. */
  native?: { url: string; title: string };
}) {
  const texts = useTexts(propertyTexts);
  return (
    <section className={css.share} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {texts.share}
      </h2>
      {native ? <NativeShareButton url={native.url} title={native.title} /> : null}
      <ul className={css.list}>
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              className={css.link}
              data-network={link.network}
              aria-label={texts.shareBy(link.label)}
              title={link.label}
            >
              <ShareIcon network={link.network} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
