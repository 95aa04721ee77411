import type { Document, Image, Link, PropertyAttachment } from "@qualipool/swissrets-json";
import { mediaLink } from "@rli/contract/agency/media-links";
import type { FeedFileUrl } from "../feed-result";
import { isPlanPicture } from "../plan-pictures";
import type { IdxField } from "./idx-fields";
import { fileNameOf, httpUrlOf } from "./idx-values";

/**
 * The files and links of an IDX record as SwissRETS attachments: pictures 1 to 13 of `images/`
 * (a picture whose title, name or caption says it is a floor plan is a plan, see
 * plan-pictures.ts), the document of `doc/` (a picture there is a plan too), the movie and the
 * object's link as video, virtual tour or plain link, and a video or tour address alone in a
 * spare field (Publimmo/Realforce put their 3D tour there; decision 136). A field holding an
 * absolute http(s) address keeps it; a name with a folder in it is left
 * out (IDX names files without their folder).
 */

type Field = (name: IdxField) => string;

const PICTURE_COUNT = 13;

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|tiff?|bmp)$/i;
const SPARE_FIELDS: readonly IdxField[] = ["sparefield_1", "sparefield_2", "sparefield_3", "sparefield_4"];

/** What a picture's title, file name or caption says: a floor plan ("Grundriss EG", "plan_2.jpg", "Plan rez"). */
export function isPlan(title: string, name: string, caption = ""): boolean {
  return isPlanPicture({ title, name, caption });
}

function source(value: string, folder: "images" | "doc", fileUrl: FeedFileUrl): string | undefined {
  const url = httpUrlOf(value);
  if (url) return url;
  const name = fileNameOf(value);
  return name ? fileUrl(folder, name) : undefined;
}

/** The title and description given, leaving out the empty ones. */
function texts(title: string, description = ""): { title?: string; description?: string } {
  const result: { title?: string; description?: string } = {};
  if (title !== "") result.title = title;
  if (description !== "") result.description = description;
  return result;
}

/** `text` reads captions and titles (line breaks written as "\\n" made real); `field` names and addresses. */
export function idxAttachments(
  field: Field,
  fileUrl: FeedFileUrl,
  text: Field = field,
): PropertyAttachment | undefined {
  const images: Image[] = [];
  const plans: Document[] = [];
  const documents: Document[] = [];
  const youTubeLinks: Link[] = [];
  const virtualTourLinks: Link[] = [];
  const links: Link[] = [];

  for (let number = 1; number <= PICTURE_COUNT; number += 1) {
    const name = field(`picture_${number}_filename` as IdxField);
    const title = text(`picture_${number}_title` as IdxField);
    const description = text(`picture_${number}_description` as IdxField);
    const url = source(name, "images", fileUrl) ?? httpUrlOf(field(`picture_${number}_url` as IdxField));
    if (!url) continue;
    (isPlan(title, name, description) ? plans : images).push({ url, ...texts(title, description) });
  }

  const document = field("document_filename");
  const documentUrl = source(document, "doc", fileUrl);
  if (documentUrl) {
    const item = { url: documentUrl, ...texts(text("document_title"), text("document_description")) };
    (IMAGE_FILE.test(document) ? plans : documents).push(item);
  }

  const movie = httpUrlOf(field("movie_filename"));
  if (movie) youTubeLinks.push({ url: movie, ...texts(text("movie_title")) });

  const addMedia = (value: string): boolean => {
    const media = mediaLink(value);
    if (!media) return false;
    const list = media.kind === "video" ? youTubeLinks : virtualTourLinks;
    if (!list.some((item) => item.url === media.url)) list.push({ url: media.url });
    return true;
  };
  const link = field("url");
  if (!addMedia(link)) {
    const url = httpUrlOf(link);
    if (url) links.push({ url });
  }
  // Anything else in a spare field (a CRM's own codes, text) is not for the page.
  for (const spare of SPARE_FIELDS) addMedia(field(spare));

  const attachments: PropertyAttachment = {};
  if (images.length > 0) attachments.images = images;
  if (plans.length > 0) attachments.plans = plans;
  if (documents.length > 0) attachments.documents = documents;
  if (youTubeLinks.length > 0) attachments.youTubeLinks = youTubeLinks;
  if (virtualTourLinks.length > 0) attachments.virtualTourLinks = virtualTourLinks;
  if (links.length > 0) attachments.links = links;
  return Object.keys(attachments).length > 0 ? attachments : undefined;
}
