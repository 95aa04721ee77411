/**
 * Share links of a listing (product §2.5): a messaging app, SMS, social networks and e-mail, all
 * pointing to the listing's share address /partage/{ref}, which redirects to its current page.
 */

import { localPath, type Language } from "@rli/contract/i18n/language";
import { defineTexts } from "@rli/contract/i18n/texts";

/** The words of a shared message, in each language. */
export const shareTexts = defineTexts({
  fr: {
    untitled: "Une annonce immobilière",
    email: "E-mail",
    mail: (title: string) => `Cette annonce pourrait vous intéresser : ${title}`,
  },
  de: {
    untitled: "Ein Immobilieninserat",
    email: "E-Mail",
    mail: (title: string) => `Dieses Inserat könnte Sie interessieren: ${title}`,
  },
  en: {
    untitled: "A property listing",
    email: "Email",
    mail: (title: string) => `You might be interested in this listing: ${title}`,
  },
});

export type ShareNetwork = "whatsapp" | "sms" | "facebook" | "linkedin" | "x" | "email";
export type ShareLink = { network: ShareNetwork; label: string; href: string };

/** /partage/{ref} (/de/partage/{ref}…), absolute. */
export function shareUrl(origin: string, ref: string, language: Language = "fr"): string {
  return `${origin}${localPath(`/partage/${encodeURIComponent(ref.trim().toLowerCase())}`, language)}`;
}

export function shareLinks(url: string, title: string, language: Language = "fr"): ShareLink[] {
  const texts = shareTexts[language];
  const u = encodeURIComponent(url);
  const text = title.trim() || texts.untitled;
  const message = encodeURIComponent(`${text} ${url}`);
  return [
    { network: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${message}` },
    { network: "sms", label: "SMS", href: `sms:?&body=${message}` },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "linkedin", label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "x", label: "X", href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${u}` },
    {
      network: "email",
      label: texts.email,
      href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`${texts.mail(text)}\n${url}`)}`,
    },
  ];
}
