import { PageLink } from "~/components/links/PageLink";
import { agency } from "@rli/contract/agency/agency";
import { CALCULATOR_PATH, legalLinks, navigationTexts } from "~/agency/navigation";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import { MailIcon, PhoneIcon, socialIcons } from "../ui/icons";
import { Logo } from "./Logo";
import { layoutTexts } from "./layout.texts";
import { useAgencyContact } from "./useAgencyContact";
import * as css from "./Footer.css";

export function Footer() {
  const offices = useAgencyContact()?.offices ?? [];
  const texts = useTexts(layoutTexts);
  const navigation = useTexts(navigationTexts);
  const local = useLocalPath();
  return (
    <footer className={css.footer}>
      <div className={css.grid}>
        <div>
          <Logo />
          <p className={css.claim}>{texts.claim(agency.founded)}</p>
          <p>
            <PageLink to={local(CALCULATOR_PATH)} className={css.contactLink}>
              {navigation.calculator}
            </PageLink>
          </p>
        </div>
        {offices.map((office) => (
          <div key={office.town}>
            <h2 className={css.heading}>{texts.office(office.town)}</h2>
            {/* A heading may not sit inside <address>: the address holds the contact details only. */}
            <address className={css.office}>
              <p>
                {office.street}
                <br />
                {office.postalCode} {office.town}
              </p>
              <p>
                <a href={office.phone.href} className={css.contactLink}>
                  <PhoneIcon size={16} /> {office.phone.display}
                </a>
              </p>
            </address>
          </div>
        ))}
        <div>
          <h2 className={css.heading}>{texts.contact}</h2>
          <p>
            <a href={`mailto:${agency.email}`} className={css.contactLink}>
              <MailIcon size={16} /> {agency.email}
            </a>
          </p>
          <ul className={css.social}>
            {agency.social.map((network) => {
              const Icon = socialIcons[network.name];
              return (
                <li key={network.name}>
                  <a href={network.href} className={css.socialLink} rel="noopener noreferrer" aria-label={network.name}>
                    <Icon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className={css.bottom}>
        <p>
          © {agency.founded}–{new Date().getFullYear()} {agency.name}
        </p>
        <ul className={css.legal}>
          {legalLinks.map((link) => (
            <li key={link.href}>
              <PageLink to={local(link.href)}>{navigation.legal[link.key]}</PageLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
