import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe with the WCAG 2.1 A and AA rules and axe's best practices (landmarks unique and around all
 * content, one main, heading order…); a failure lists each rule, its help link and every
 * offending element.
 */

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

function describeViolations(results: AxeResults): string {
  return results.violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${n.target.join(' ')}\n      ${n.html}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      return `[${v.impact ?? 'unknown'}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/**
 * Legacy mode runs `axe.run` in the page itself. The default mode runs axe in each frame, then opens
 * a blank page and injects axe again to merge the results: about 1.1 s more per check here, for
 * cross-origin frames, which our pages do not have (the widget builder's preview is same-origin,
 * and legacy mode still checks it). Only violations are asserted, so axe details only those
 * (`resultTypes`): every rule still runs, but passes and "needs review" results keep one node each
 * instead of every element checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  expect(results.violations, `axe violations on ${page.url()}:\n\n${describeViolations(results)}`).toEqual([]);
}
