import { expect, type Locator, type Page } from '@playwright/test';

/** Layout checks for the phone walks: nothing scrolls sideways, nothing is cut, a thing is on screen. */

/** The page itself never scrolls sideways. */
export async function expectNoSideScroll(page: Page, where: string) {
  const [scrollWidth, clientWidth] = await page.evaluate(() => [document.scrollingElement!.scrollWidth, document.scrollingElement!.clientWidth]);
  expect(scrollWidth, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/**
 * No element inside `scope` hides content sideways (its content wider than its box): a table in a
 * scrolling card, a cut label. Elements cut on purpose (a file name's stem, marked data-part="stem"; text for
 * screen readers only, .sr-only, clipped to 1 px by design) are left out.
 */
export async function expectNothingCut(scope: Locator, where: string) {
  const cut = await scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => el instanceof HTMLElement && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1 && !el.closest('[data-part="stem"]') && !el.classList.contains('sr-only'))
        .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`),
    ),
  );
  expect(cut, `${where}: content cut or scrolling sideways`).toEqual([]);
}

/** Scrolled to vertically if need be, the element is wholly inside the viewport (not off to the side). */
export async function expectReachable(target: Locator, where: string) {
  await target.scrollIntoViewIfNeeded();
  await expect(target, where).toBeInViewport({ ratio: 1 });
}

/** A text laid out on one line (a label that must not wrap mid-word). */
export async function lineCount(target: Locator): Promise<number> {
  return target.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

export function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
