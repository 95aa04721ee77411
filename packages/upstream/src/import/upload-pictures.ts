import type { Attachment, Property } from "@rli/contract/api/contract";
import { FILES_PATH } from "../feeds/export-files";

/**
 * The pictures of a listing (photos and plans), and those its export names without shipping them:
 * their address has no content key (exportFileUrl), the site shows its placeholder instead. One
 * rule for `npm run import` and for the report mailed after each upload.
 */

export function picturesOf(property: Property): Attachment[] {
  return property.attachments.filter((item) => item.type === "image" || item.type === "plan");
}

export function isMissingFromUpload(picture: Attachment): boolean {
  return picture.url.startsWith(`${FILES_PATH}/`) && !picture.url.includes("?v=");
}

/** The file name a missing picture is given in the export ("photo 3.jpg"). */
export function uploadFileName(picture: Attachment): string {
  const name = picture.url.slice(picture.url.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
