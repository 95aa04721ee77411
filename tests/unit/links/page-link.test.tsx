import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { PageLink, pageLinkAsks } from "~/components/links/PageLink";

/** The markup of `link` drawn on the page at `at`. */
function drawn(link: JSX.Element, at = "/vente/appartement/monthey-1870/rlm-1017?photo=2") {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[at]}>{link}</MemoryRouter>);
}

describe("PageLink", () => {
  it("is a plain link to the address it is given, with its own attributes", () => {
    expect(
      drawn(
        <PageLink to="/equipe" className="lien" aria-label="Équipe">
          Équipe
        </PageLink>,
      ),
    ).toBe('<a class="lien" aria-label="Équipe" href="/equipe" data-link="">Équipe</a>');
  });

  it("gives a query or a fragment alone the current page's path, as the router reads it", () => {
    expect(drawn(<PageLink to="?contact">Contact</PageLink>)).toContain(
      'href="/vente/appartement/monthey-1870/rlm-1017?contact"',
    );
    expect(drawn(<PageLink to="#lots">Lots</PageLink>)).toContain(
      'href="/vente/appartement/monthey-1870/rlm-1017#lots"',
    );
  });

  it("lists how it is followed, and each option is read back alone", () => {
    const html = drawn(
      <PageLink to="/annonces?page=2" prefetch="intent" preventScrollReset replace>
        Suivante
      </PageLink>,
    );
    expect(html).toContain('data-link="intent keep-scroll replace"');
    const anchor = { getAttribute: () => "intent keep-scroll" } as unknown as Element;
    expect(pageLinkAsks(anchor, "intent")).toBe(true);
    expect(pageLinkAsks(anchor, "keep-scroll")).toBe(true);
    expect(pageLinkAsks(anchor, "replace")).toBe(false);
  });
});
