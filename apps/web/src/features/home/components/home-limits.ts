/** How many items each home section shows (ours: the spec gives none). Rows of the desktop grids stay full. */
export const HOME_LIMITS = {
  recommendedProducts: 8,
  events: 3,
  beforeAfters: 4,
  reviews: 6,
} as const;
