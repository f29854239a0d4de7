/** The parts of the API's answers these tests read (the full contracts are the zod schemas in @clinic/shared). */
export interface PartnerAnswer {
  id: number;
  partnerCode: string;
  partnerName: string;
  displayName: string | null;
  homepageConfig: { seoTitle: string | null };
}

export interface BannerAnswer {
  id: number;
  title: string;
  subTitle: string | null;
  pcImageUrl: string;
  mobileImageUrl: string | null;
  weight: number;
}

export interface SiteConfigAnswer {
  theme: { colors: Record<string, string> };
}

export interface ErrorAnswer {
  status: number;
  message: string;
  translate?: string;
}
