import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { languageOfRequest, localPath } from "@rli/contract/i18n/language";
import { memberView } from "~/agency/team-member.server";
import { memberById, memberOfContact } from "~/agency/team-view";
import { searchProperties } from "~/api/client.server";
import { PageLink } from "~/components/links/PageLink";
import { ListingGrid } from "~/components/listing/ListingGrid";
import { TeamCard } from "~/components/team/TeamCard";
import { cacheControl, publicPageHeaders } from "~/http/cache-control";
import { orErrorPage } from "~/http/upstream-response.server";
import { searchItemCard } from "~/listing/card-view";
import { notFound } from "~/listing/list-http";
import { withNews } from "~/listing/listing-news.server";
import { readOffers } from "~/listing/offers.server";
import { pageMeta } from "~/seo/meta";
import { siteOrigin } from "~/seo/origin.server";
import { container } from "~/styles/global.css";
import * as css from "./team.css";
import { teamMemberTexts } from "./team-member.texts.server";

/**
 * A broker's own page (`/equipe/{id}`, issue 56): portrait, role, languages, phones and e-mail, and
 * the listings on offer that name them as their contact. A name that is not the team's is a 404
 * before any call to the API.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const texts = teamMemberTexts[language];
  const member = memberById(params.membre ?? "");
  if (!member) throw notFound(texts.notFound);
  const offers = await orErrorPage(readOffers(searchProperties));
  const theirs = offers.filter((item) => !item.isPromotion && memberOfContact(item.contact) === member);
  const view = memberView(member, language);
  return {
    member: view,
    cards: await withNews(
      theirs.map((item) => searchItemCard(item, language)),
      language,
    ),
    texts: { listings: texts.listings(view.fullName), none: texts.none, team: texts.team },
    team: localPath("/equipe", language),
    seo: {
      title: texts.title(view.fullName),
      description: texts.description(view.fullName, view.role),
      canonical: `${siteOrigin(request)}${view.href}`,
    },
  };
}

export const headers: HeadersFunction = publicPageHeaders(cacheControl.listing);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.seo.title, description: data.seo.description, canonical: data.seo.canonical }) : [];

export default function TeamMemberPage() {
  const { member, cards, texts, team } = useLoaderData<typeof loader>();
  return (
    <div className={`${container} ${css.page}`}>
      <p>
        <PageLink to={team}>{texts.team}</PageLink>
      </p>
      <div className={css.memberCard}>
        <TeamCard member={member} own />
      </div>
      <section aria-labelledby="titre-biens-courtier" className={css.memberListings}>
        <h2 id="titre-biens-courtier">{texts.listings}</h2>
        {cards.length > 0 ? <ListingGrid cards={cards} label={texts.listings} /> : <p>{texts.none}</p>}
      </section>
    </div>
  );
}
