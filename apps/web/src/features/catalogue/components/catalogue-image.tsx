interface CatalogueImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** The page's largest image: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** The language of the alt text when it is the clinic's content (issue 29). */
  lang?: string;
}

/**
 * The one <img> of catalogue pictures. Media are our own SVGs served as they are (images.unoptimized), so
 * next/image would add nothing; width/height only reserve the box's aspect ratio, CSS sizes it.
 */
export function CatalogueImage({ priority = false, alt, ...image }: CatalogueImageProps) {
  return (
    // biome-ignore lint/performance/noImgElement: media are served as they are (images.unoptimized)
    <img
      alt={alt}
      {...image}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
    />
  );
}
