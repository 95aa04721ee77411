import { htmlLang } from "@rli/contract/i18n/language";
import { PageLink } from "~/components/links/PageLink";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { SafeImage } from "~/components/ui/SafeImage";
import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import type { BrokerView } from "~/detail/broker";
import * as css from "./BrokerCard.css";
import { propertyTexts } from "./property.texts";

const PORTRAIT_WIDTH = 160;
const PORTRAIT_HEIGHT = 200;

/** The broker's card (product §2.5): agent, phones, agency address; portrait and e-mail for team members. */
export function BrokerCard({
  broker,
  headingId,
  reference,
}: {
  broker: BrokerView;
  headingId: string;
  /** The listing's reference: the card links to its check (`/verifier`). */
  reference?: string;
}) {
  const texts = useTexts(propertyTexts);
  const local = useLocalPath();
  return (
    <section className={css.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        {texts.yourContact}
      </h2>
      <div className={css.person}>
        {broker.portrait ? (
          <SafeImage
            className={css.portrait}
            src={`${broker.portrait}?size=${PORTRAIT_WIDTH}`}
            srcSet={`${broker.portrait}?size=160 160w, ${broker.portrait}?size=320 320w`}
            sizes="80px"
            width={PORTRAIT_WIDTH}
            height={PORTRAIT_HEIGHT}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div>
          <p className={css.name}>
            {broker.href && broker.name ? (
              <PageLink to={broker.href}>{broker.name}</PageLink>
            ) : (
              (broker.name ?? broker.company)
            )}
          </p>
          {broker.role ? (
            <p className={css.role} lang={broker.roleLang ? htmlLang[broker.roleLang] : undefined}>
              {broker.role}
            </p>
          ) : null}
        </div>
      </div>

      {broker.phones.length > 0 || broker.email ? (
        <ul className={css.contacts}>
          {broker.phones.map((phone) => (
            <li key={phone.href}>
              <PhoneIcon size={16} />
              <span className={css.contactLabel}>{phone.label}</span>
              <a href={phone.href}>{phone.display}</a>
            </li>
          ))}
          {broker.email ? (
            <li>
              <MailIcon size={16} />
              <span className={css.contactLabel}>{texts.email}</span>
              <a href={`mailto:${broker.email}`} className={css.email}>
                {broker.email}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}

      <address className={css.address}>
        <MapPinIcon size={16} />
        <span>
          <strong>{broker.company}</strong>
          {broker.address.map((line) => (
            <span key={line} className={css.line}>
              {line}
            </span>
          ))}
        </span>
      </address>
      {reference ? (
        <p className={css.address}>
          <PageLink to={`${local("/verifier")}?q=${encodeURIComponent(reference)}`}>{texts.verify}</PageLink>
        </p>
      ) : null}
    </section>
  );
}
