import { PageLink } from "~/components/links/PageLink";
import { useTexts } from "~/components/i18n/useLanguage";
import type { BuildingGroup } from "~/detail/lot-table";
import * as css from "./LotTable.css";
import { promotionTexts } from "./promotion.texts";

/**
 * The lots of one building (product §2.6, §4): a table with a caption and column headers; each lot
 * links to its page. On a phone every row becomes a small card, the table semantics kept.
 */
export function LotTable({ building }: { building: BuildingGroup }) {
  const count = building.lots.length;
  const texts = useTexts(promotionTexts);
  return (
    <table className={css.table}>
      <caption className={css.caption}>
        {building.label}
        <span className={css.count}>{texts.lots(count)}</span>
      </caption>
      <thead className={css.head}>
        <tr>
          <th scope="col">{texts.lot}</th>
          <th scope="col">{texts.rooms}</th>
          <th scope="col">{texts.area}</th>
          <th scope="col">{texts.floor}</th>
          <th scope="col" className={css.numeric}>
            {texts.price}
          </th>
          <th scope="col">{texts.availability}</th>
        </tr>
      </thead>
      <tbody>
        {building.lots.map((lot) => (
          <tr key={lot.ref} className={css.row}>
            <th scope="row" className={css.lot}>
              <PageLink to={lot.href} className={css.lotLink}>
                {lot.ref}
              </PageLink>
              {lot.name ? (
                <span className={css.lotName} lang={lot.lang ?? undefined}>
                  {lot.name}
                </span>
              ) : null}
            </th>
            <td className={css.rooms}>{lot.rooms}</td>
            <td className={css.area}>{lot.area}</td>
            <td className={css.floor}>{lot.floor}</td>
            <td className={`${css.numeric} ${css.price}`} data-empty={lot.price === "–" ? "" : undefined}>
              {lot.price}
            </td>
            <td className={css.availability}>
              <span className={css.badge} data-tone={lot.availability.tone}>
                {lot.availability.label}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
