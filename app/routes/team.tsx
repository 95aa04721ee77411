import { PageLink } from "~/components/links/PageLink";
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { team } from "@rli/contract/agency/agency";
import { languageOfPath, languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { useAgencyContact } from "~/components/layout/useAgencyContact";
import { TeamCard } from "~/components/team/TeamCard";
import { memberView } from "~/agency/team-member.server";
import { useLocalPath, useTexts } from "~/components/i18n/useLanguage";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import { primaryButton } from "~/styles/buttons.css";
import * as css from "./team.css";
import { teamPageTexts } from "./team.texts";

export function loader({ request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const members = team.map((member) => memberView(member, language));
  return { members, canonical: `${siteOrigin(request)}${localPath("/equipe", language)}` };
}

/** The same page for everyone: shared caches may keep it, unless a cookie is being set on this response. */
export const headers: HeadersFunction = publicPageHeaders(cacheControl.static);

export const meta: MetaFunction<typeof loader> = ({ data, location }) => {
  const texts = teamPageTexts[languageOfPath(location.pathname)];
  return pageMeta({ title: texts.title, description: texts.description, canonical: data?.canonical });
};

export default function Team() {
  const { members } = useLoaderData<typeof loader>();
  const offices = useAgencyContact()?.offices ?? [];
  const texts = useTexts(teamPageTexts);
  const local = useLocalPath();
  return (
    <div className={`${container} ${css.page}`}>
      <header className={css.intro}>
        <h1>{texts.title}</h1>
        <p className={css.lead}>{texts.lead}</p>
      </header>

      <ul className={css.grid} aria-label={texts.members}>
        {members.map((member) => (
          <li key={member.id} className={css.item}>
            <TeamCard member={member} />
          </li>
        ))}
      </ul>

      <section className={css.cta} aria-labelledby="titre-projet">
        <h2 id="titre-projet">{texts.projectTitle}</h2>
        <p>{texts.projectLead}</p>
        {offices.length > 0 ? (
          <ul className={css.officePhones}>
            {offices.map((office) => (
              <li key={office.postalCode}>
                {texts.officePhone(office.town)}
                <a href={office.phone.href}>{office.phone.display}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <PageLink to={local("/estimation-bien-immobilier")} className={primaryButton}>
            {texts.valuation}
          </PageLink>
        </p>
      </section>
    </div>
  );
}
