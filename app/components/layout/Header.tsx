import { PageLink } from "~/components/links/PageLink";
import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ChevronDownIcon, ContactIcon, HeartIcon, PhoneIcon } from "../ui/icons";
import { useDismissDetails } from "../ui/useDismiss";
import { Logo } from "./Logo";
import { MobileDrawer } from "./MobileDrawer";
import { useAgencyContact } from "./useAgencyContact";
import { contactHref } from "~/agency/contact-url";
import { menuLinks, navigationTexts, type MenuPromotion } from "~/agency/navigation";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import { LanguageSwitch } from "./LanguageSwitch";
import { layoutTexts } from "./layout.texts";
import { visuallyHidden } from "~/styles/global.css";
import * as css from "./Header.css";

/** Scroll depth after which the header over the home hero turns white (product §9). */
const HEADER_SOLID_AFTER_PX = 150;

type Props = {
  promotions: MenuPromotion[];
  overHero: boolean;
  /** How many listings the visitor keeps (favourites cookie). */
  kept: number;
};

export function Header({ promotions, overHero, kept }: Props) {
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX, overHero);
  const phone = useAgencyContact()?.main;
  const texts = useTexts(layoutTexts);
  const menu = useTexts(navigationTexts).menu;
  const local = useLocalPath();
  return (
    <header className={css.header} data-over-hero={overHero || undefined} data-scrolled={scrolled || undefined}>
      <div className={css.bar}>
        <PageLink to={local("/")} className={css.brand}>
          <Logo />
        </PageLink>
        <nav aria-label={texts.mainMenu} className={css.desktopNav}>
          <ul className={css.menu}>
            {menuLinks.map((link) => {
              const href = local(link.href);
              return (
                <li key={link.href}>
                  <PageLink
                    to={href}
                    className={css.menuLink}
                    aria-current={href.toLowerCase() === location.pathname.toLowerCase() ? "page" : undefined}
                    prefetch="intent"
                  >
                    {menu[link.key]}
                  </PageLink>
                </li>
              );
            })}
            <li>
              <PromotionsMenu promotions={promotions} />
            </li>
          </ul>
        </nav>
        <div className={css.actions}>
          <LanguageSwitch />
          {phone && (
            <a href={phone.href} className={css.phone}>
              <PhoneIcon size={18} />
              <span className={css.phoneText}>{phone.display}</span>
            </a>
          )}
          <PageLink to={local("/favoris")} className={css.favourites}>
            <HeartIcon fill={kept ? "currentColor" : "none"} />
            <span className={visuallyHidden}>{texts.favourites} </span>
            {kept ? <span className={css.favouritesCount}>{kept}</span> : null}
          </PageLink>
          <PageLink
            to={contactHref(location.pathname, location.search)}
            className={css.iconButton}
            preventScrollReset
            aria-label={texts.contactUs}
          >
            <ContactIcon />
          </PageLink>
          <MobileDrawer promotions={promotions} />
        </div>
      </div>
    </header>
  );
}

function PromotionsMenu({ promotions }: { promotions: MenuPromotion[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismissDetails(ref);
  const texts = useTexts(navigationTexts);
  const local = useLocalPath();
  return (
    <details ref={ref} className={css.dropdown}>
      <summary className={css.menuLink}>
        {texts.promotions} <ChevronDownIcon size={16} />
      </summary>
      <ul className={css.dropdownList}>
        <li>
          <PageLink to={local("/promotions")} className={css.dropdownLink}>
            {texts.allPromotions}
          </PageLink>
        </li>
        {promotions.map((promotion) => (
          <li key={promotion.ref}>
            <PageLink to={local(promotion.href)} className={css.dropdownLink} lang={promotion.lang}>
              {promotion.title}
            </PageLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** True once the page is scrolled past `threshold` pixels; only tracked when `active`. */
function useScrolledPast(threshold: number, active: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!active) return;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold, active]);
  return scrolled;
}
