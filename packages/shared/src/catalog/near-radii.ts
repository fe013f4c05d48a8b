// Apart from near.ts: a list page's radius select needs these, not every city's localities.

/** The radii a buyer can pick around a place, in km; no radius means "any distance". */
export const NEAR_RADII_KM = [2, 5, 10, 25, 50, 100] as const;
export type NearRadiusKm = (typeof NEAR_RADII_KM)[number];
