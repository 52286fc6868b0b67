import { describe, expect, it } from 'vitest';
import { complianceAfterLinkEdit } from './compliance-default';

const none = { amazon: '', emag: '', shopify: '' };
const amazon = { ...none, amazon: 'https://www.amazon.de/dp/B08N5WRWNW' };
const emag = { ...none, emag: 'https://www.emag.ro/x/pd/D1/' };

describe('complianceAfterLinkEdit', () => {
  it('turns compliance mode on when an Amazon link is entered', () => {
    expect(complianceAfterLinkEdit(none, { ...none, amazon: 'h' }, false, false)).toBe(true);
    expect(complianceAfterLinkEdit(emag, { ...emag, amazon: amazon.amazon }, false, false)).toBe(
      true,
    );
  });

  it('not when the seller switched it off during this edit', () => {
    expect(complianceAfterLinkEdit(none, amazon, false, true)).toBe(false);
  });

  it('leaves other edits alone and never switches it off', () => {
    expect(complianceAfterLinkEdit(none, emag, false, false)).toBe(false);
    expect(complianceAfterLinkEdit(amazon, none, true, false)).toBe(true);
    // An Amazon product saved with compliance off (before compliance by default) is not changed silently.
    expect(
      complianceAfterLinkEdit(amazon, { ...amazon, amazon: `${amazon.amazon}?th=1` }, false, false),
    ).toBe(false);
  });
});
