import type { Banner } from "@clinic/shared";
import { below } from "@/ui/styles/tokens";

interface BannerPictureProps {
  banner: Banner;
  className?: string;
  /** The first hero image is the page's largest paint: load it eagerly with high priority. */
  priority?: boolean;
}

/** A banner's image, switching to its mobile artwork under the phone breakpoint. Text is HTML, so alt is empty. */
export function BannerPicture({ banner, className, priority = false }: BannerPictureProps) {
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
      />
    </picture>
  );
}
