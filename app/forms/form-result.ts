import type { SubmissionResult } from "@conform-to/react";
import type { Toast } from "~/http/toast";

/** What a form's action answers when it does not redirect: conform's result and a toast. */
export type FormActionData = {
  result: SubmissionResult<string[]>;
  toast?: Toast;
};
