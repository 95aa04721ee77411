import { PageLink } from "~/components/links/PageLink";
import { visuallyHidden } from "~/styles/global.css";
import { useLocalPath, useTexts } from "../i18n/useLanguage";
import { CheckboxField, type Meta } from "./Field";
import { formTexts } from "./forms.texts";

/** The consent checkbox of every form (product §2.12), linking the terms and the privacy policy. */
export function ConsentField({ meta, className }: { meta: Meta; className?: string }) {
  const texts = useTexts(formTexts);
  const local = useLocalPath();
  const newTab = <span className={visuallyHidden}> ({texts.newTab})</span>;
  return (
    <CheckboxField
      meta={meta}
      className={className}
      label={
        <>
          {texts.consent.before}{" "}
          <PageLink to={local("/conditions-generales-dutilisation")} target="_blank">
            {texts.consent.terms}
            {newTab}
          </PageLink>{" "}
          {texts.consent.and}{" "}
          <PageLink to={local("/politique-de-confidentialite")} target="_blank">
            {texts.consent.privacy}
            {newTab}
          </PageLink>
          {texts.consent.after}
        </>
      }
    />
  );
}
