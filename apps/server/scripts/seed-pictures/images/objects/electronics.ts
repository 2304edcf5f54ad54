import { darken, hsl, lighten, mix, WHITE } from '../../draw/color';
import { linear } from '../../draw/raster';
import {
  arcPoints,
  circle,
  ellipse,
  intersect,
  polygon,
  polyline,
  rect,
  ring,
} from '../../draw/shapes';
import type { DrawKit } from './kit';

/** A wallpaper of soft blobs inside a screen rectangle. */
function wallpaper(k: DrawKit, x: number, y: number, w: number, h: number, radius: number): void {
  const { r, p } = k;
  const screen = rect(x, y, w, h, radius);
  r.draw(
    screen,
    linear(0, y, 0, y + h, [
      [0, p.accent],
      [1, p.main],
    ]),
  );
  r.draw(intersect(screen, circle(x + w * 0.85, y + h * 0.25, w * 0.55)), lighten(p.accent, 0.25), {
    alpha: 0.7,
  });
  r.draw(intersect(screen, circle(x + w * 0.1, y + h * 0.95, w * 0.6)), darken(p.main, 0.2), {
    alpha: 0.6,
  });
}

export function phone(k: DrawKit): void {
  const { r, p } = k;
  const back = k.view === 1;
  r.draw(rect(-25, -47, 50, 94, 10), back ? p.mainDark : hsl(p.hue, 10, 12));
  if (back) {
    r.draw(
      rect(-23.5, -45.5, 47, 91, 8.8),
      linear(-24, -46, 24, 46, [
        [0, p.mainLight],
        [0.5, p.main],
        [1, p.mainDark],
      ]),
    );
    r.draw(rect(-19, -41, 22, 22, 6), darken(p.main, 0.15));
    for (const [cx, cy] of [
      [-13, -35],
      [-3, -35],
      [-13, -25],
    ] as const) {
      r.draw(circle(cx, cy, 4.2), hsl(p.hue, 15, 12));
      r.draw(circle(cx, cy, 2.2), hsl(220, 40, 30));
      r.draw(circle(cx - 1, cy - 1, 0.8), WHITE, { alpha: 0.7 });
    }
    r.draw(circle(-3, -25, 1.5), hsl(50, 90, 80));
    r.draw(circle(0, 6, 5), p.mainLight, { alpha: 0.5 });
    return;
  }
  wallpaper(k, -22.5, -44.5, 45, 89, 8);
  r.draw(rect(-6, -42, 12, 3.4, 1.7), hsl(p.hue, 10, 8));
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      r.draw(rect(-18 + col * 9.6, -32 + row * 11, 6.4, 6.4, 1.8), WHITE, {
        alpha: 0.85 - ((row + col) % 3) * 0.15,
      });
    }
  }
  r.draw(rect(-18, 30, 35.6, 8, 4), WHITE, { alpha: 0.35 });
  r.draw(rect(-8, 42, 16, 1.2, 0.6), WHITE, { alpha: 0.8 });
}

export function laptop(k: DrawKit): void {
  const { r, p } = k;
  r.draw(rect(-44, -38, 88, 60, 4), hsl(p.hue, 8, 20));
  wallpaper(k, -40.5, -34.5, 81, 52, 1.5);
  r.draw(rect(-34, -28, 42, 28, 2), WHITE, { alpha: 0.9 });
  r.draw(rect(-34, -28, 42, 5, [2, 2, 0, 0]), p.accent);
  for (let i = 0; i < 3; i++)
    r.draw(rect(-30, -19 + i * 6, 34 - i * 8, 2.4, 1.2), hsl(p.hue, 15, 75));
  r.draw(rect(12, -14, 22, 26, 2), WHITE, { alpha: 0.7 });
  r.draw(
    polygon(
      [
        [-44, 22],
        [44, 22],
        [50, 28],
        [-50, 28],
      ],
      1.2,
    ),
    p.metal,
  );
  r.draw(rect(-50, 27, 100, 4, [0, 0, 2, 2]), darken(p.metal, 0.25));
  r.draw(rect(-9, 22, 18, 2.5, 1.2), darken(p.metal, 0.15));
}

export function headphones(k: DrawKit): void {
  const { r, p } = k;
  r.draw(polyline(arcPoints(0, 2, 37, 40, 185, 355, 24), 8), p.mainDark);
  r.draw(polyline(arcPoints(0, 2, 37, 40, 200, 340, 20), 3), lighten(p.main, 0.2));
  for (const side of [-1, 1]) {
    const x = side * 37;
    r.draw(rect(x - 5, -8, 10, 16, 3), p.metal);
    r.draw(rect(x - 11, 0, 22, 38, 10), p.main);
    r.draw(rect(x - 11 + (side > 0 ? 0 : 14), 3, 8, 32, 4), darken(p.main, 0.2));
    r.draw(rect(x - (side > 0 ? 14 : -6), 2, 8, 34, 4), hsl(p.hue, 12, 16));
    r.draw(ellipse(x + side * 3, 10, 2, 6), WHITE, { alpha: 0.35 });
  }
  if (k.variant === 1) r.draw(circle(37, 19, 3), p.accent);
}

export function smartwatch(k: DrawKit): void {
  const { r, p } = k;
  r.draw(rect(-17, -50, 34, 100, 12), p.main);
  for (let i = 0; i < 4; i++) r.draw(circle(0, 34 + i * 4 - 8, 1.3), darken(p.main, 0.3));
  r.draw(rect(-27, -32, 54, 64, 15), p.metal);
  r.draw(rect(-25, -30, 50, 60, 13), hsl(p.hue, 10, 10));
  r.draw(rect(27, -10, 4, 12, 2), darken(p.metal, 0.2));
  const colors = [hsl(350, 85, 58), hsl(95, 75, 52), hsl(190, 85, 55)];
  colors.forEach((color, i) => {
    const radius = 15 - i * 5;
    r.draw(polyline(arcPoints(0, 0, radius, radius, 0, 360, 30), 3.6), darken(color, 0.6));
    r.draw(
      polyline(arcPoints(0, 0, radius, radius, -90, -90 + 200 + i * 45 + k.variant * 20, 26), 3.6),
      color,
    );
  });
}

export function camera(k: DrawKit): void {
  const { r, p } = k;
  r.draw(rect(-16, -38, 32, 14, 4), p.metal);
  r.draw(rect(24, -34, 12, 7, 2), p.accent);
  r.draw(rect(-47, -28, 94, 64, 10), p.metal);
  r.draw(rect(-47, -14, 94, 50, [0, 0, 10, 10]), k.variant === 1 ? p.dark : p.main);
  r.draw(rect(-39, -23, 14, 7, 2), lighten(p.metal, 0.5));
  r.draw(circle(0, 10, 27), darken(p.metal, 0.35));
  r.draw(circle(0, 10, 23), hsl(p.hue, 10, 14));
  r.draw(ring(0, 10, 18, 2), mix(p.metal, WHITE, 0.2), { alpha: 0.6 });
  r.draw(
    circle(0, 10, 14),
    linear(-10, 0, 10, 20, [
      [0, hsl(230, 45, 35)],
      [1, hsl(280, 40, 12)],
    ]),
  );
  r.draw(circle(-5, 5, 4), WHITE, { alpha: 0.55 });
  r.draw(circle(5, 15, 1.8), WHITE, { alpha: 0.35 });
  r.draw(circle(36, -20, 3), hsl(0, 75, 55));
}
