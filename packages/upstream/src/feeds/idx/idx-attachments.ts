import type { Document, Image, Link, PropertyAttachment } from "@qualipool/swissrets-json";
import type { FeedFileUrl } from "../feed-result";
import { isPlanPicture } from "../plan-pictures";
import type { IdxField } from "./idx-fields";
import { fileNameOf, httpUrlOf } from "./idx-values";

/**
 * The files and links of an IDX record as SwissRETS attachments: pictures 1 to 13 of `images/`
 * (a picture whose title, name or caption says it is a floor plan is a plan, see
 * plan-pictures.ts), the document of `doc/` (a picture there is a plan too), the movie and the
 * object's link as video, virtual tour or plain link. A field holding an absolute http(s) address keeps it; a name with a folder in it is left
 * out (IDX names files without their folder).
 */

type Field = (name: IdxField) => string;

const PICTURE_COUNT = 13;

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|tiff?|bmp)$/i;
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com)$/i;
const TOUR_HOSTS =
  /(^|\.)(matterport\.com|immoviewer\.(ch|com)|kuula\.co|ogulo\.(ch|com|de)|giraffe360\.com|panoee\.com|3dvista\.com|roundme\.com|cloudpano\.com|realtour\.ch|immotour\.ch)$/i;

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

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return "";
  }
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

  const link = httpUrlOf(field("url"));
  if (link) {
    const host = hostOf(link);
    if (VIDEO_HOSTS.test(host)) youTubeLinks.push({ url: link });
    else if (TOUR_HOSTS.test(host)) virtualTourLinks.push({ url: link });
    else links.push({ url: link });
  }

  const attachments: PropertyAttachment = {};
  if (images.length > 0) attachments.images = images;
  if (plans.length > 0) attachments.plans = plans;
  if (documents.length > 0) attachments.documents = documents;
  if (youTubeLinks.length > 0) attachments.youTubeLinks = youTubeLinks;
  if (virtualTourLinks.length > 0) attachments.virtualTourLinks = virtualTourLinks;
  if (links.length > 0) attachments.links = links;
  return Object.keys(attachments).length > 0 ? attachments : undefined;
}
