import type { KioskAgency } from "~/kiosk/agency-screens";
import * as css from "./screens.css";

/** First screen: the agency's name over the lake and the mountains. */
export function HomeScreen({ agency }: { agency: KioskAgency }) {
  return (
    <section className={css.home} aria-labelledby="vitrine-titre">
      <img className={css.homeImage} src={agency.hero} width={1920} height={1080} alt="" />
      <div className={css.homeContent}>
        <p className={css.kicker}>Agence immobilière depuis {agency.founded}</p>
        <h1 id="vitrine-titre" className={css.homeTitle}>
          {agency.name}
        </h1>
        <p className={css.homeClaim}>Votre bien immobilier entre lac et montagnes</p>
        <p className={css.homeTowns}>
          {agency.offices.map((office) => office.town).join(" · ")}
          <span className={css.homeSeparator} aria-hidden="true" />
          Plus de 20 ans d'expérience
        </p>
      </div>
    </section>
  );
}
