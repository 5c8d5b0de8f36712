// Avatars and lawyer photos are stored once as uploaded and again as square WebP variants named by
// size beside the original ("public/avatars/7-x.jpg" → "public/avatars/7-x.jpg.96.webp"). Pages show
// them at 20-96 CSS px: 96 serves one device pixel per CSS pixel, 192 serves 2x screens.
export const VARIANT_SIZES = [96, 192] as const;
export type VariantSize = (typeof VARIANT_SIZES)[number];

const SOURCE = /^public\/(?:avatars|lawyers)\/[^/]+\.(?:jpg|png|webp)$/;
const VARIANT = /^(public\/(?:avatars|lawyers)\/[^/]+\.(?:jpg|png|webp))\.(96|192)\.webp$/;

export function variantKey(source: string, size: VariantSize): string {
  return `${source}.${size}.webp`;
}

export function hasVariants(key: string): boolean {
  return SOURCE.test(key);
}

/** The original a variant key is made from, or null when the key names no variant. */
export function variantSource(key: string): { source: string; size: VariantSize } | null {
  const [, source, size] = VARIANT.exec(key) ?? [];
  return source && size ? { source, size: Number(size) as VariantSize } : null;
}

export type SizedImage = { src: string; srcSet?: string; sizes?: string; width: number; height: number };

/** <img> attributes for a stored avatar or photo URL ("/files/<key>") shown as a `px` square. */
export function squareImage(url: string, px: number): SizedImage {
  const key = url.startsWith("/files/") ? url.slice("/files/".length) : "";
  if (!hasVariants(key)) return { src: url, width: px, height: px };
  const [small, large] = [`/files/${variantKey(key, 96)}`, `/files/${variantKey(key, 192)}`];
  return { src: small, srcSet: `${small} 96w, ${large} 192w`, sizes: `${px}px`, width: px, height: px };
}
