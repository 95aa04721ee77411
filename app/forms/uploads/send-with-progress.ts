/**
 * A form with files sent from the browser with its progress: `fetch` cannot tell how much of a body
 * has gone, XMLHttpRequest's upload events can. Resolves with the answer read as JSON (the address
 * is a resource route that answers what the form's own action would, as data; null if it is not JSON).
 */

export type Progress = { sent: number; total: number };

/** The upload was cut (network, timeout): the page says so in its language. */
export class UploadFailed extends Error {
  constructor() {
    super("upload interrupted");
    this.name = "UploadFailed";
  }
}

export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (progress: Progress) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    request.addEventListener("load", () => resolve(request.response));
    request.addEventListener("error", () => reject(new UploadFailed()));
    request.addEventListener("abort", () => reject(new UploadFailed()));
    request.addEventListener("timeout", () => reject(new UploadFailed()));
    request.send(body);
  });
}
