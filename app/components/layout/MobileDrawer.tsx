import { PageLink } from "~/components/links/PageLink";
import { useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "../ui/icons";
import { useDismissDetails } from "../ui/useDismiss";
import { menuLinks, navigationTexts, type MenuPromotion } from "~/agency/navigation";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import { layoutTexts } from "./layout.texts";
import { useAgencyContact } from "./useAgencyContact";
import * as css from "./MobileDrawer.css";

/**
 * The hamburger drawer of small screens (≤ 760 px). A `<details>` element, so it opens and
 * closes without JavaScript; with it, a click on the blurred backdrop, Escape or a navigation closes it.
 */
export function MobileDrawer({ promotions }: { promotions: MenuPromotion[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const outsidePanel = useCallback(
    (target: Node) => !panel.current?.contains(target) && !ref.current?.querySelector("summary")?.contains(target),
    [],
  );
  useDismissDetails(ref, outsidePanel);
  const location = useLocation();
  const phone = useAgencyContact()?.main;
  const texts = useTexts(layoutTexts);
  const navigation = useTexts(navigationTexts);
  const local = useLocalPath();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <details ref={ref} className={css.drawer}>
      <summary className={css.toggle} aria-label={texts.menu}>
        <span className={css.openIcon}>
          <MenuIcon />
        </span>
        <span className={css.closeIcon}>
          <CloseIcon />
        </span>
      </summary>
      <div className={css.backdrop} aria-hidden="true" />
      <div ref={panel} className={css.panel}>
        <nav aria-label={texts.mobileMenu}>
          <ul className={css.list}>
            {menuLinks.map((link) => (
              <li key={link.href}>
                <PageLink to={local(link.href)} className={css.link}>
                  {navigation.menu[link.key]}
                </PageLink>
              </li>
            ))}
            <li>
              <details className={css.submenu}>
                <summary className={css.link}>
                  {navigation.promotions} <ChevronDownIcon size={18} />
                </summary>
                <ul className={css.sublist}>
                  <li>
                    <PageLink to={local("/promotions")} className={css.link}>
                      {navigation.allPromotions}
                    </PageLink>
                  </li>
                  {promotions.map((promotion) => (
                    <li key={promotion.ref}>
                      <PageLink to={local(promotion.href)} className={css.link} lang={promotion.lang}>
                        {promotion.title}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          </ul>
        </nav>
        {phone && (
          <a href={phone.href} className={css.phone}>
            <PhoneIcon size={20} /> {phone.display}
          </a>
        )}
      </div>
    </details>
  );
}
