import { darken, hsl, lighten, mix, WHITE } from '../../draw/color';
import { linear } from '../../draw/raster';
import { circle, ellipse, polygon, rect } from '../../draw/shapes';
import type { DrawKit } from './kit';

function label(k: DrawKit, x: number, y: number, w: number, h: number): void {
  const { r, p } = k;
  r.draw(rect(x, y, w, h, 2), p.light);
  r.draw(rect(x + w * 0.2, y + h * 0.25, w * 0.6, h * 0.14, 1), p.mainDark);
  r.draw(rect(x + w * 0.3, y + h * 0.55, w * 0.4, h * 0.1, 1), hsl(p.hue, 20, 70));
}

/** Skincare: a dropper bottle (variant 0) or a cream jar (variant 1). */
export function skincare(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    r.draw(
      rect(-34, -2, 68, 46, [6, 6, 12, 12]),
      linear(-34, 0, 34, 0, [
        [0, p.mainLight],
        [0.6, p.light],
        [1, p.mainLight],
      ]),
    );
    r.draw(rect(-36, -18, 72, 18, 6), p.main);
    r.draw(rect(-36, -6, 72, 4, 2), darken(p.main, 0.2));
    r.draw(rect(-28, -14, 6, 6, 3), WHITE, { alpha: 0.4 });
    label(k, -22, 12, 44, 22);
    return;
  }
  r.draw(ellipse(0, -38, 7, 9), hsl(p.hue, 15, 20));
  r.draw(rect(-10, -30, 20, 12, 2), p.gold);
  r.draw(rect(-7, -20, 14, 6), darken(p.main, 0.2));
  const glass = mix(p.main, hsl(30, 70, 45), 0.4);
  r.draw(
    rect(-20, -15, 40, 61, 9),
    linear(-20, 0, 20, 0, [
      [0, darken(glass, 0.2)],
      [0.5, glass],
      [1, darken(glass, 0.25)],
    ]),
  );
  r.draw(rect(-15, -10, 5, 50, 2.5), WHITE, { alpha: 0.3 });
  label(k, -16, 8, 32, 24);
}

export function perfume(k: DrawKit): void {
  const { r, p } = k;
  r.draw(rect(-15, -46, 30, 22, 4), k.variant === 1 ? p.dark : p.gold);
  r.draw(rect(-11, -44, 6, 18, 3), WHITE, { alpha: 0.3 });
  r.draw(rect(-7, -26, 14, 8), p.gold);
  const body = k.variant === 1 ? circle(0, 14, 32) : rect(-32, -20, 64, 66, 10);
  r.draw(
    body,
    linear(-32, -20, 32, 46, [
      [0, p.mainLight],
      [0.5, p.main],
      [1, p.mainDark],
    ]),
    { alpha: 0.92 },
  );
  const inner = k.variant === 1 ? circle(0, 14, 25) : rect(-25, -10, 50, 49, 6);
  r.draw(inner, lighten(p.main, 0.25), { alpha: 0.55 });
  r.draw(
    polygon(
      [
        [-24, -12],
        [-14, -12],
        [-22, 36],
        [-26, 36],
      ],
      2,
    ),
    WHITE,
    { alpha: 0.45 },
  );
  r.draw(rect(-14, 8, 28, 14, 2), p.light, { alpha: 0.9 });
  r.draw(rect(-8, 13, 16, 3, 1.5), p.mainDark);
}

export function lipstick(k: DrawKit): void {
  const { r, p } = k;
  const shade = hsl([350, 0, 335, 15][Math.floor(p.hue) % 4] ?? 350, 70, 44 + k.variant * 6);
  r.draw(
    rect(16, -10, 24, 56, 4),
    linear(16, 0, 40, 0, [
      [0, p.mainDark],
      [0.4, p.main],
      [1, p.mainDark],
    ]),
  );
  r.draw(rect(16, 36, 24, 4), p.gold);
  r.draw(
    polygon(
      [
        [-24, -20],
        [-4, -20],
        [-4, -44],
        [-24, -34],
      ],
      3,
    ),
    shade,
  );
  r.draw(
    polygon(
      [
        [-21, -22],
        [-17, -22],
        [-17, -38],
        [-21, -36],
      ],
      1.5,
    ),
    WHITE,
    { alpha: 0.3 },
  );
  r.draw(
    rect(-27, -20, 26, 14, 1),
    linear(-27, 0, -1, 0, [
      [0, darken(p.gold, 0.25)],
      [0.4, lighten(p.gold, 0.3)],
      [1, darken(p.gold, 0.2)],
    ]),
  );
  r.draw(
    rect(-29, -6, 30, 52, 4),
    linear(-29, 0, 1, 0, [
      [0, p.mainDark],
      [0.4, p.main],
      [1, p.mainDark],
    ]),
  );
  r.draw(rect(-29, 2, 30, 3), p.gold);
}

export function haircare(k: DrawKit): void {
  const { r, p } = k;
  r.draw(rect(-4, -40, 26, 7, 3), p.dark);
  r.draw(rect(-4, -34, 8, 14), p.metal);
  r.draw(rect(-11, -22, 22, 8, 2), p.dark);
  const body = rect(-22, -15, 44, 61, k.variant === 1 ? 20 : 10);
  r.draw(
    body,
    linear(-22, 0, 22, 0, [
      [0, p.mainDark],
      [0.35, p.main],
      [1, darken(p.main, 0.2)],
    ]),
  );
  r.draw(rect(-16, -10, 6, 50, 3), WHITE, { alpha: 0.3 });
  label(k, -16, 6, 32, 26);
}
