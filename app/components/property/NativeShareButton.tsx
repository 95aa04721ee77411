import { useSyncExternalStore } from "react";
import { useTexts } from "~/components/i18n/useLanguage";
import * as css from "./ShareLinks.css";
import { propertyTexts } from "./property.texts";

/**
 * "Partager…" through the device's own share sheet (Web Share API), shown only once scripts run in a
 * browser that offers it (mostly phones); the share links stay for everyone else. A cancelled
 * share is not an error.
 */
const noSubscription = () => () => undefined;
const canShare = () => typeof navigator.share === "function";

export function NativeShareButton({ url, title }: { url: string; title: string }) {
  // False on the server and during hydration, then what the browser offers.
  const supported = useSyncExternalStore(noSubscription, canShare, () => false);
  const texts = useTexts(propertyTexts);
  if (!supported) return null;
  return (
    <button
      type="button"
      className={css.nativeButton}
      data-native-share=""
      onClick={() => {
        navigator.share({ title, url }).catch(() => undefined);
      }}
    >
      {texts.shareNative}
    </button>
  );
}
