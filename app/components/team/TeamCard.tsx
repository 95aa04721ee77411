import { PageLink } from "~/components/links/PageLink";
import { SafeImage } from "~/components/ui/SafeImage";
import { MailIcon, PhoneIcon } from "~/components/ui/icons";
import type { TeamMemberView } from "~/agency/team-view";
import * as css from "./TeamCard.css";
import { teamCardTexts } from "./TeamCard.texts";
import { htmlLang } from "@rli/contract/i18n/language";
import { useTexts } from "~/components/i18n/useLanguage";

/** Widths requested from the image route; the portraits are drawn at 4:5. */
const portraitWidths = [160, 320, 480] as const;
const PORTRAIT_WIDTH = 320;
const PORTRAIT_HEIGHT = 400;

function portraitUrl(image: string, width: number) {
  return `${image}?size=${width}`;
}

/** Splits an address after the @ so that long addresses wrap there rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      <span className={css.domain}>{email.slice(at + 1)}</span>
    </>
  );
}

/**
 * A member's card: on the team page its name leads to the member's own page; on that page (`own`)
 * the name is the page's heading.
 */
export function TeamCard({ member, own = false }: { member: TeamMemberView; own?: boolean }) {
  const headingId = `membre-${member.id}`;
  const texts = useTexts(teamCardTexts);
  return (
    <article className={css.card} aria-labelledby={headingId}>
      <SafeImage
        className={css.portrait}
        src={portraitUrl(member.image, PORTRAIT_WIDTH)}
        srcSet={portraitWidths.map((w) => `${portraitUrl(member.image, w)} ${w}w`).join(", ")}
        sizes="(max-width: 760px) 112px, 320px"
        width={PORTRAIT_WIDTH}
        height={PORTRAIT_HEIGHT}
        alt={texts.portrait(member.fullName)}
        loading="lazy"
        decoding="async"
      />
      <div className={css.body}>
        {own ? (
          <h1 id={headingId} className={css.name}>
            {member.fullName}
          </h1>
        ) : (
          <h2 id={headingId} className={css.name}>
            <PageLink to={member.href}>{member.fullName}</PageLink>
          </h2>
        )}
        <p className={css.role} lang={member.roleLang ? htmlLang[member.roleLang] : undefined}>
          {member.role}
        </p>
        <p className={css.languages}>{member.languages}</p>
        <dl className={css.contacts}>
          <div className={css.contact}>
            <dt className={css.label}>
              <MailIcon size={16} />
              {texts.email}
            </dt>
            <dd className={css.value}>
              <a href={`mailto:${member.email}`} className={css.link}>
                <EmailText email={member.email} />
              </a>
            </dd>
          </div>
          <div className={css.contact}>
            <dt className={css.label}>
              <PhoneIcon size={16} />
              {texts.phone}
            </dt>
            <dd className={css.value}>
              <a href={member.phone.href} className={css.link}>
                {member.phone.display}
              </a>
            </dd>
          </div>
          {member.mobile ? (
            <div className={css.contact}>
              <dt className={css.label}>
                <PhoneIcon size={16} />
                {texts.mobile}
              </dt>
              <dd className={css.value}>
                <a href={member.mobile.href} className={css.link}>
                  {member.mobile.display}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
