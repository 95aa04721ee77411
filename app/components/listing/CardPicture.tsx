import type { ImgHTMLAttributes } from "react";
import { cardSrcSet, type CardImage } from "~/listing/card-image";
import { SafeImage } from "../ui/SafeImage";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt"> & {
  image: CardImage;
};

/**
 * A listing's first picture on a card or beside a form: decorative (the text next to it names the
 * listing), with fixed dimensions, and `sizes` only when the picture offers sources to pick from.
 */
export function CardPicture({ image, sizes, ...props }: Props) {
  const srcSet = cardSrcSet(image);
  return (
    <SafeImage
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt=""
      {...props}
    />
  );
}
