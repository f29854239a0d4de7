import type { Banner } from "@clinic/shared";
import { below } from "@/ui/styles/tokens";

interface BannerPictureProps {
  banner: Banner;
  className?: string;
  /** The first hero image is the page's largest paint: load it eagerly with high priority. */
  priority?: boolean;
}

/**
 * A banner's image, switching to its mobile artwork under the phone breakpoint. Text is HTML, so alt is empty.
 * Where the layout crops it (object-fit: cover), the focal point the clinic chose stays in view (object-position).
 */
export function BannerPicture({ banner, className, priority = false }: BannerPictureProps) {
  const centred = banner.focalX === 50 && banner.focalY === 50;
  return (
    <picture>
      {banner.mobileImageUrl ? <source media={below("phone")} srcSet={banner.mobileImageUrl} /> : null}
      <img
        className={className}
        src={banner.pcImageUrl}
        alt=""
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        style={centred ? undefined : { objectPosition: `${banner.focalX}% ${banner.focalY}%` }}
      />
    </picture>
  );
}
