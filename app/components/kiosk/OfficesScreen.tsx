import { MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import type { KioskAgency } from "~/kiosk/agency-screens";
import * as css from "./screens.css";

/** Second screen: the two offices, their addresses and phone numbers. */
export function OfficesScreen({ agency }: { agency: KioskAgency }) {
  return (
    <section className={css.panel} aria-labelledby="vitrine-titre">
      <header className={css.panelHeader}>
        <p className={css.kicker}>Entre Chablais et Riviera</p>
        <h1 id="vitrine-titre" className={css.panelTitle}>
          Nos agences
        </h1>
      </header>
      <ul className={css.offices}>
        {agency.offices.map((office) => (
          <li key={office.postalCode} className={css.office}>
            <img className={css.officeImage} src={office.image} width={960} height={540} alt="" />
            <div className={css.officeBody}>
              <h2 className={css.officeTown}>{office.town}</h2>
              <p className={css.officeLine}>
                <MapPinIcon className={css.inlineIcon} />
                <span>
                  {office.street}
                  <br />
                  {office.postalCode} {office.town}
                </span>
              </p>
              <p className={`${css.officeLine} ${css.officePhone}`}>
                <PhoneIcon className={css.inlineIcon} />
                {office.phone.display}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className={css.panelFooter}>
        <MailIcon className={css.inlineIcon} />
        {agency.email}
      </p>
    </section>
  );
}
