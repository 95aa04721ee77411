import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { agency, team } from "@rli/contract/agency/agency";
import { phoneLink } from "~/agency/contact-points.server";
import { useAgencyContact } from "~/components/layout/useAgencyContact";
import { TeamCard } from "~/components/team/TeamCard";
import type { TeamMemberView } from "~/agency/team-view";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import { primaryButton } from "~/styles/buttons.css";
import * as css from "./team.css";

export function loader({ request }: LoaderFunctionArgs) {
  const members: TeamMemberView[] = team.map((member) => ({
    id: member.id,
    fullName: `${member.first_name} ${member.last_name}`,
    role: member.role,
    email: member.email,
    image: member.image_url,
    phone: phoneLink(member.phone),
    mobile: member.mobile ? phoneLink(member.mobile) : null,
  }));
  return { members, canonical: `${siteOrigin(request)}/equipe` };
}

/** The same page for everyone: shared caches may keep it, unless a cookie is being set on this response. */
export const headers: HeadersFunction = publicPageHeaders(cacheControl.static);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: "Notre équipe",
    description: `Rencontrez les courtiers de ${agency.name} à Monthey et Vevey : vente, location, estimation et promotions neuves. Coordonnées directes de chaque conseiller.`,
    canonical: data?.canonical,
  });

export default function Team() {
  const { members } = useLoaderData<typeof loader>();
  const offices = useAgencyContact()?.offices ?? [];
  return (
    <div className={`${container} ${css.page}`}>
      <header className={css.intro}>
        <h1>Notre équipe</h1>
        <p className={css.lead}>
          Depuis {agency.founded}, nos courtiers accompagnent vendeurs, acheteurs et locataires entre le Chablais et la
          Riviera. Chacun connaît son marché, ses quartiers et ses prix : contactez directement la personne qui suivra
          votre projet.
        </p>
      </header>

      <ul className={css.grid} aria-label="Membres de l'équipe">
        {members.map((member) => (
          <li key={member.id} className={css.item}>
            <TeamCard member={member} />
          </li>
        ))}
      </ul>

      <section className={css.cta} aria-labelledby="titre-projet">
        <h2 id="titre-projet">Un projet immobilier ?</h2>
        <p>Nos agences de Monthey et de Vevey vous reçoivent volontiers, de préférence sur rendez-vous.</p>
        {offices.length > 0 ? (
          <ul className={css.officePhones}>
            {offices.map((office) => (
              <li key={office.postalCode}>
                {`Agence de ${office.town} : `}
                <a href={office.phone.href}>{office.phone.display}</a>
              </li>
            ))}
          </ul>
        ) : null}
        <p>
          <Link to="/estimation-bien-immobilier" className={primaryButton}>
            Demander une estimation gratuite
          </Link>
        </p>
      </section>
    </div>
  );
}
