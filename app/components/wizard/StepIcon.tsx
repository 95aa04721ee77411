import { Icon } from "~/components/ui/icons";

/** The icon of each wizard step (product §3: a step has a title and an icon), drawn on mobile. */
const paths: readonly string[] = [
  // Introduction: a flag.
  "M4 22V4M4 4h12l-2 4 2 4H4",
  // Informations et état: a house.
  "m3 11 9-8 9 8M5 9.5V21h14V9.5M10 21v-6h4v6",
  // Informations complémentaires: a list.
  "M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01",
  // Localisation: a pin.
  "M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  // Votre contact: a person.
  "M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
];

export function StepIcon({ step, size = 18 }: { step: number; size?: number }) {
  return (
    <Icon size={size}>
      <path d={paths[step] ?? paths[0]} />
    </Icon>
  );
}

export function CheckMark({ size = 16 }: { size?: number }) {
  return (
    <Icon size={size} strokeWidth={3}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}
