/**
 * Every icon from the one source, build/icon.svg: build/icons/<n>x<n>.png (Linux: AppImage, deb,
 * the window), build/icon.png (512) and build/icon.ico (Windows: the executable, NSIS). Run after
 * changing the SVG and commit the results: `npx tsx scripts/make-icons.ts` (needs `rsvg-convert`,
 * Debian package librsvg2-bin; packaging itself does not).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { icoFromPngs, pngSize } from '../build/packaging/ico';

export const ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512] as const;
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256] as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = path.join(root, 'build');

function render(size: number): Buffer {
  const png = execFileSync('rsvg-convert', [
    '-w',
    String(size),
    '-h',
    String(size),
    path.join(build, 'icon.svg'),
  ]);
  const actual = pngSize(png);
  if (actual.width !== size || actual.height !== size)
    throw new Error(`rsvg-convert made ${actual.width}x${actual.height}`);
  return png;
}

function main(): void {
  mkdirSync(path.join(build, 'icons'), { recursive: true });
  const pngs = new Map(ICON_SIZES.map((size) => [size, render(size)]));
  for (const [size, png] of pngs) writeFileSync(path.join(build, 'icons', `${size}x${size}.png`), png);
  writeFileSync(path.join(build, 'icon.png'), readFileSync(path.join(build, 'icons', '512x512.png')));
  const ico = icoFromPngs(ICO_SIZES.map((size) => ({ width: size, height: size, data: pngs.get(size)! })));
  writeFileSync(path.join(build, 'icon.ico'), ico);
  console.log(`build/icons: ${ICON_SIZES.join(', ')} px; build/icon.ico: ${ICO_SIZES.join(', ')} px`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
