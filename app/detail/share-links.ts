/**
 * Share links of a listing (product §2.5): a messaging app, SMS, social networks and e-mail, all
 * pointing to the listing's share address /partage/{ref}, which redirects to its current page.
 */

export type ShareNetwork = "whatsapp" | "sms" | "facebook" | "linkedin" | "x" | "email";
export type ShareLink = { network: ShareNetwork; label: string; href: string };

/** /partage/{ref}, absolute. */
export function shareUrl(origin: string, ref: string): string {
  return `${origin}/partage/${encodeURIComponent(ref.trim().toLowerCase())}`;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = title.trim() || "Une annonce immobilière";
  const message = encodeURIComponent(`${text} ${url}`);
  return [
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${message}` },
    { network: "sms", label: "SMS", href: `sms:?&body=${message}` },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "x", label: "X", href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${u}` },
    {
      network: "email",
      label: "E-mail",
      href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`Cette annonce pourrait vous intéresser : ${text}\n${url}`)}`,
    },
  ];
}
