import { darken, hsl, lighten, WHITE } from '../../draw/color';
import { circle, ellipse, line, polygon, rect, ring } from '../../draw/shapes';
import type { DrawKit } from './kit';

/** A stack of books (0) or one cover (1). */
export function books(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    r.draw(rect(-30, -44, 64, 90, 3), darken(p.main, 0.3));
    r.draw(rect(-32, -46, 62, 88, 3), p.main);
    r.draw(rect(-32, -46, 8, 88, [3, 0, 0, 3]), darken(p.main, 0.15));
    r.draw(circle(3, -4, 15), p.accent);
    r.draw(circle(3, -4, 9), p.light);
    for (let i = 0; i < 2; i++) r.draw(rect(-16 + i * 6, 22 + i * 8, 38 - i * 12, 4, 2), p.light);
    return;
  }
  const colors = [p.main, p.accent, hsl(p.hue + 60, 55, 55), hsl(p.hue - 60, 45, 40)];
  const heights = [14, 12, 16, 12];
  let y = 44;
  colors.forEach((color, i) => {
    const h = heights[i] ?? 12;
    const w = 84 - i * 8 + (i % 2) * 6;
    const x = -w / 2 + (i % 2 ? 4 : -3);
    y -= h;
    r.draw(rect(x, y, w, h, 2), color);
    r.draw(rect(x + w - 6, y + 2, 5, h - 4, 1), hsl(40, 40, 94));
    r.draw(rect(x + 8, y + h / 2 - 1.5, w * 0.4, 3, 1.5), lighten(color, 0.5));
  });
  r.draw(rect(-12, y - 34, 18, 34, 2), p.mainDark);
  r.draw(rect(-12, y - 28, 18, 4), p.gold);
}

export function notebook(k: DrawKit): void {
  const { r, p } = k;
  r.draw(rect(-30, -44, 66, 90, 4), hsl(40, 30, 92));
  r.draw(rect(-34, -46, 66, 90, 4), p.main);
  r.draw(rect(-18, -28, 38, 16, 2), p.light);
  r.draw(rect(-12, -22, 26, 3, 1.5), p.mainDark);
  r.draw(rect(22, -46, 4, 90), darken(p.main, 0.3));
  for (let y = -38; y <= 36; y += 8) r.draw(ring(-34, y, 3.2, 1.6), p.metal);
  if (k.variant === 1)
    r.draw(
      polygon(
        [
          [10, 44],
          [18, 44],
          [18, 52],
          [14, 48],
          [10, 52],
        ],
        0.5,
      ),
      p.accent,
    );
}

/** Pencils (0) or a fountain pen (1). */
export function pens(k: DrawKit): void {
  const { r, p } = k;
  if (k.variant === 1) {
    r.save();
    r.rotate(-35);
    r.draw(rect(-6, -40, 12, 44, 5), p.dark);
    r.draw(rect(-6, -6, 12, 4), p.gold);
    r.draw(rect(5, -34, 3, 24, 1.5), p.gold);
    r.draw(rect(-5.5, 4, 11, 24, [2, 2, 0, 0]), p.main);
    r.draw(
      polygon(
        [
          [-5, 28],
          [5, 28],
          [0, 46],
        ],
        0.5,
      ),
      p.gold,
    );
    r.draw(line(0, 33, 0, 44, 0.8), p.dark);
    r.restore();
    return;
  }
  const colors = [p.main, p.accent, hsl(p.hue + 100, 65, 55)];
  colors.forEach((color, i) => {
    r.save();
    r.translate(-22 + i * 22, 0);
    r.rotate(-14 + i * 14);
    r.draw(rect(-5, -34, 10, 58, [2, 2, 0, 0]), color);
    r.draw(rect(-5, -34, 3.5, 58), darken(color, 0.15));
    r.draw(rect(-5, -44, 10, 8, [3, 3, 0, 0]), hsl(350, 60, 75));
    r.draw(rect(-5.5, -37, 11, 4), p.metal);
    r.draw(
      polygon(
        [
          [-5, 24],
          [5, 24],
          [0, 40],
        ],
        0.3,
      ),
      hsl(33, 60, 78),
    );
    r.draw(
      polygon(
        [
          [-1.6, 35],
          [1.6, 35],
          [0, 40],
        ],
        0.3,
      ),
      darken(color, 0.3),
    );
    r.restore();
  });
}

export function art(k: DrawKit): void {
  const { r, p } = k;
  r.draw(ellipse(-4, 4, 46, 36), hsl(32, 50, 70));
  r.draw(ellipse(-4, 2, 44, 34), hsl(32, 55, 78));
  r.draw(ellipse(22, 18, 8, 7), hsl(32, 50, 70));
  const paints = [
    p.main,
    p.accent,
    hsl(50, 95, 58),
    hsl(210, 75, 50),
    hsl(0, 0, 98),
    hsl(p.hue + 60, 70, 50),
  ];
  const spots: Array<[number, number]> = [
    [-30, -4],
    [-20, -22],
    [0, -26],
    [20, -18],
    [-24, 16],
    [-4, 24],
  ];
  spots.forEach(([x, y], i) => r.draw(circle(x, y, 7), paints[i] ?? p.main));
  r.save();
  r.rotate(-40);
  r.draw(rect(-3, -10, 6, 56, 3), hsl(30, 50, 40));
  r.draw(rect(-3.5, -18, 7, 10), p.metal);
  r.draw(ellipse(0, -26, 4.5, 10), p.main);
  r.restore();
  r.draw(circle(-36, -8, 1.5), WHITE, { alpha: 0.7 });
}
