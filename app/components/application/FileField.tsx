import { ErrorMessage, OptionalMark, type Meta } from "../forms/Field";
import * as css from "../forms/forms.css";

/** Types a document may be: what the browser offers to choose (the server checks the bytes). */
export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png";

type Props = {
  meta: Meta;
  label: string;
  hint: string;
  multiple?: boolean;
  required?: boolean;
  /** Why the chosen file cannot go, found in the browser before sending; over the server's reason. */
  problem?: string;
};

/**
 * A document of the application: a labelled file input, the formats and sizes it takes, and the
 * server's reason under it when the file was refused.
 */
export function FileField({ meta: fromServer, label, hint, multiple, required, problem }: Props) {
  const meta = problem ? { ...fromServer, errors: [problem] } : fromServer;
  const described = [meta.descriptionId, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={`${css.field} ${css.wide}`}>
      <label htmlFor={meta.id} className={css.label}>
        {label}
        {required ? null : <OptionalMark />}
      </label>
      <p id={meta.descriptionId} className={css.hint}>
        {hint}
      </p>
      <input
        id={meta.id}
        name={meta.name}
        type="file"
        accept={DOCUMENT_ACCEPT}
        multiple={multiple || undefined}
        required={required || undefined}
        className={css.input}
        aria-invalid={meta.errors?.length ? true : undefined}
        aria-describedby={described}
      />
      <ErrorMessage meta={meta} />
    </div>
  );
}
