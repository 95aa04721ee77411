import type { Progress } from "~/forms/uploads/send-with-progress";
import { useTexts } from "../i18n/useLanguage";
import { applicationTexts } from "./ApplicationForm.texts";
import * as css from "./UploadProgress.css";

const PROGRESS_ID = "candidature-progression";

/**
 * While the dossier is uploading (scripts on): how much of it has gone, as a bar and in words;
 * after an interrupted upload, what to do. One live region, there from the first paint, so that a
 * screen reader hears it change.
 */
export function UploadProgress({ progress, failure }: { progress?: Progress; failure?: string }) {
  const texts = useTexts(applicationTexts);
  const percent = progress && progress.total > 0 ? Math.floor((progress.sent / progress.total) * 100) : 0;
  return (
    <div role="status" className={css.region}>
      {progress ? (
        <>
          <label htmlFor={PROGRESS_ID} className={css.label}>
            {texts.progress(percent)}
          </label>
          <progress id={PROGRESS_ID} className={css.bar} max={100} value={percent} />
        </>
      ) : null}
      {failure ? <p className={css.failure}>{failure}</p> : null}
    </div>
  );
}
