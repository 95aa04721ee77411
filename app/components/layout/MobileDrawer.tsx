import { Link, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "../ui/icons";
import { useDismissDetails } from "../ui/useDismiss";
import { menuLinks, type MenuPromotion } from "~/agency/navigation";
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
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <details ref={ref} className={css.drawer}>
      <summary className={css.toggle} aria-label="Menu">
        <span className={css.openIcon}>
          <MenuIcon />
        </span>
        <span className={css.closeIcon}>
          <CloseIcon />
        </span>
      </summary>
      <div className={css.backdrop} aria-hidden="true" />
      <div ref={panel} className={css.panel}>
        <nav aria-label="Menu mobile">
          <ul className={css.list}>
            {menuLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className={css.link}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <details className={css.submenu}>
                <summary className={css.link}>
                  Promotions <ChevronDownIcon size={18} />
                </summary>
                <ul className={css.sublist}>
                  <li>
                    <Link to="/promotions" className={css.link}>
                      Toutes nos promotions
                    </Link>
                  </li>
                  {promotions.map((promotion) => (
                    <li key={promotion.ref}>
                      <Link to={promotion.href} className={css.link}>
                        {promotion.title}
                      </Link>
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
