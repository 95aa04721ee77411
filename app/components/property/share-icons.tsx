import { FacebookIcon, Icon, LinkedInIcon, MailIcon, type IconProps } from "~/components/ui/icons";
import type { ShareNetwork } from "~/detail/share-links";

const WhatsAppIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 21l1.65-3.8A9 9 0 1 1 7.8 19.9L3 21z" />
    <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
  </Icon>
);

const SmsIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    <path d="M8 10h.01M12 10h.01M16 10h.01" />
  </Icon>
);

const XIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4l16 16M20 4 4 20" strokeWidth={1.75} />
  </Icon>
);

export function ShareIcon({ network }: { network: ShareNetwork }) {
  switch (network) {
    case "whatsapp":
      return <WhatsAppIcon size={20} />;
    case "sms":
      return <SmsIcon size={20} />;
    case "facebook":
      return <FacebookIcon size={20} />;
    case "linkedin":
      return <LinkedInIcon size={20} />;
    case "x":
      return <XIcon size={20} />;
    case "email":
      return <MailIcon size={20} />;
  }
}
