const GENERATED_PACKSHOT = /^(\/media\/products\/[0-9A-Za-z][0-9A-Za-z-]{0,199})\.svg$/;

/**
 * Decision 0105: where a product's picture is small (tiles, cart lines, search hits), the demo's
 * generated packshot is asked for as its thumbnail, the pack without the label's text. Any other
 * picture (a shop's own photo) is used as it is.
 */
export function thumbnailSrc(src: string): string {
  const generated = GENERATED_PACKSHOT.exec(src);
  return generated ? `${generated[1]}.thumb.svg` : src;
}
