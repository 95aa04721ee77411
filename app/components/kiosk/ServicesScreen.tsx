import { Icon } from "~/components/ui/icons";
import { kioskServices, type KioskAgency, type KioskServiceId } from "~/kiosk/agency-screens";
import * as css from "./screens.css";

/** The services screen: sale, rental, free valuation, new-build promotions. */
export function ServicesScreen({ agency }: { agency: KioskAgency }) {
  return (
    <section className={css.panel} aria-labelledby="vitrine-titre">
      <header className={css.panelHeader}>
        <p className={css.kicker}>Depuis {agency.founded}, à vos côtés</p>
        <h1 id="vitrine-titre" className={css.panelTitle}>
          Nos services
        </h1>
      </header>
      <ul className={css.services}>
        {kioskServices.map((service) => (
          <li key={service.id} className={css.service}>
            <span className={css.serviceIcon}>
              <ServiceIcon id={service.id} />
            </span>
            <h2 className={css.serviceTitle}>{service.title}</h2>
            <p className={css.serviceText}>{service.text}</p>
          </li>
        ))}
      </ul>
      <p className={css.panelFooter}>Renseignements et rendez-vous dans nos agences de Monthey et de Vevey.</p>
    </section>
  );
}

const iconPaths: Record<KioskServiceId, JSX.Element> = {
  vente: (
    <>
      <path d="M3 11 12 4l9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-5h4v5" />
    </>
  ),
  location: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9" />
      <path d="m17 6 3 3" />
      <path d="m14.5 8.5 2 2" />
    </>
  ),
  estimation: (
    <>
      <path d="M3 20h18" />
      <path d="M6 20v-6" />
      <path d="M11 20v-9" />
      <path d="M16 20V7" />
      <path d="m5 9 5-4 4 3 6-5" />
    </>
  ),
  promotions: (
    <>
      <path d="M3 21h18" />
      <path d="M5 21V9l6-3v15" />
      <path d="M11 21V4l8 3v14" />
      <path d="M14 10h2M14 14h2M14 18h2M7.5 12h1M7.5 16h1" />
    </>
  ),
};

function ServiceIcon({ id }: { id: KioskServiceId }) {
  return (
    <Icon size={null} strokeWidth={1.6}>
      {iconPaths[id]}
    </Icon>
  );
}
