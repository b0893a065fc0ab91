// Accessibility checks with axe-core, for any screen of the game:
//   await expectNoAxeViolations(page, 'the help dialog');
// axe runs in the page with all its rules except the experimental ones (WCAG 2.x A and AA,
// best practices). Its source goes in through page.evaluate, which the page's
// Content-Security-Policy does not block (an inline <script> tag would be).
import fs from 'node:fs';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The axe violations on the page as it is now; `context` narrows it (axe's include/exclude). */
export async function axeViolations(page, { context = null, options = {} } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.evaluate(`${AXE_SOURCE}\n;undefined`);
  }
  const results = await page.evaluate(
    ([ctx, opts]) => window.axe.run(ctx ?? document, { resultTypes: ['violations'], ...opts }),
    [context, options],
  );
  return results.violations;
}

/** One line per violation and element: "rule (impact): help — selector: what is wrong". */
export function describeViolations(violations) {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${v.help} — ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * Fails the test, naming every problem, if axe finds any violation on the page.
 * `known`: [{ id, target, why }] violations that are known and waiting for a fix elsewhere
 * (rule id and the element's selector as axe prints it); they are left out, and `onKnown`
 * hears each one that still occurs (e.g. t.diagnostic), so that the list can be emptied.
 */
export async function expectNoAxeViolations(page, what, { known = [], onKnown = () => {}, ...opts } = {}) {
  const lines = [];
  for (const v of await axeViolations(page, opts)) {
    for (const n of v.nodes) {
      const target = n.target.join(' ');
      const line = describeViolations([{ ...v, nodes: [n] }])[0];
      const k = known.find((x) => x.id === v.id && x.target === target);
      if (k) onKnown(`known, not fixed yet (${k.why}): ${line}`);
      else lines.push(line);
    }
  }
  assert.deepEqual(lines, [], `axe found accessibility problems on ${what}:\n${lines.join('\n')}`);
}
