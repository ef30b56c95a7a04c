#!/usr/bin/env node
// The installable app's icons (issue 12 point 6), drawn from the brand mark of public/favicon.svg
// (the storefront of src/client/components/brand-logo.tsx on brand-700). Run once after the mark
// changes: `node scripts/generate-icons.mjs`; the PNGs are committed in public/icons/.
import fs from 'node:fs';
import sharp from 'sharp';

const BRAND = '#047857';
const storefront = '<path d="M8 13h16l-1.5-5h-13zM9 15v9h14v-9" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><rect x="14" y="18" width="4" height="6" fill="#fff"/>';

/** "any" purpose: the rounded tile of the favicon, edge to edge. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/>${storefront}</svg>`;
/** "maskable": a full-bleed square; the mark shrunk into the central 60 % (inside the 80 % safe zone). */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${storefront}</g></svg>`;

fs.mkdirSync('public/icons', { recursive: true });
const jobs = [
  ['icon-192.png', anyIcon, 192],
  ['icon-512.png', anyIcon, 512],
  ['maskable-192.png', maskableIcon, 192],
  ['maskable-512.png', maskableIcon, 512],
  ['apple-touch-icon.png', maskableIcon, 180],
];
for (const [file, svg, size] of jobs) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9 }).toFile(`public/icons/${file}`);
  console.log(`public/icons/${file} (${size}×${size})`);
}
