import type { KioskAgency } from "~/kiosk/agency-screens";
import * as css from "./screens.css";

/** The team screen: the five members with their portraits. */
export function TeamScreen({ agency }: { agency: KioskAgency }) {
  return (
    <section className={css.panel} aria-labelledby="vitrine-titre">
      <header className={css.panelHeader}>
        <p className={css.kicker}>Des courtiers qui connaissent la région</p>
        <h1 id="vitrine-titre" className={css.panelTitle}>
          Notre équipe
        </h1>
      </header>
      <ul className={css.team}>
        {agency.team.map((member) => (
          <li key={member.id} className={css.member}>
            <img
              className={css.memberPortrait}
              src={member.image}
              width={480}
              height={600}
              alt={`Portrait illustré de ${member.fullName}`}
            />
            <h2 className={css.memberName}>{member.fullName}</h2>
            <p className={css.memberRole}>{member.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
