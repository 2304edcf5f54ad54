import { darken, hsl, lighten, mix, type Rgb } from '../../draw/color';
import type { Raster } from '../../draw/raster';
import type { Rng } from '../../../../src/db/seed/rng';

/** The colours one product is drawn in. */
export interface ObjectPalette {
  hue: number;
  main: Rgb;
  mainDark: Rgb;
  mainLight: Rgb;
  accent: Rgb;
  metal: Rgb;
  gold: Rgb;
  dark: Rgb;
  light: Rgb;
  glass: Rgb;
}

/**
 * What a drawer gets: the raster already transformed so that the object fits the local square
 * -50..50 (standing on y = 46), the product's palette, its variant (which item of its kind:
 * an apple or an orange), the view (which of the product's photos: 0 front, 1 back or side,
 * 2 detail) and a generator for small details.
 */
export interface DrawKit {
  r: Raster;
  p: ObjectPalette;
  variant: number;
  view: number;
  rng: Rng;
}

export type ObjectDrawer = (kit: DrawKit) => void;

export function makePalette(hue: number, rng: Rng): ObjectPalette {
  const sat = rng.float(55, 78);
  const light = rng.float(46, 58);
  const main = hsl(hue, sat, light);
  const accentHue = hue + rng.pick([150, 180, 200, 40, -40]);
  return {
    hue,
    main,
    mainDark: darken(main, 0.28),
    mainLight: lighten(main, 0.45),
    accent: hsl(accentHue, 78, 56),
    metal: hsl(hue, 8, 78),
    gold: hsl(42, 70, 58),
    dark: hsl(hue, 18, 17),
    light: hsl(hue, 35, 97),
    glass: mix(hsl(hue, 60, 80), [255, 255, 255], 0.3),
  };
}

export const SHADOW: Rgb = [20, 24, 40];
