import { act } from '@testing-library/react';
import axe from 'axe-core';

/**
 * Runs axe on a rendered block and fails with the rule ids and elements it reports. Colour
 * contrast is left out (jsdom does not lay out or paint), and so is "region" (a block is rendered
 * alone, outside a page's landmarks). Inside act(): next/link updates itself while axe runs.
 */
export async function expectNoAxeViolations(container: HTMLElement): Promise<void> {
  let violations: axe.Result[] = [];
  await act(async () => {
    violations = (
      await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
    ).violations;
  });
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`),
  ).toEqual([]);
}
