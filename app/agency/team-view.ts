import type { PhoneLink } from "./contact-points.server";

/** A team member as the team page shows it, with phones already formatted on the server. */
export type TeamMemberView = {
  id: string;
  fullName: string;
  role: string;
  email: string;
  /** Address of the portrait, without the size parameter. */
  image: string;
  phone: PhoneLink;
  mobile: PhoneLink | null;
};
