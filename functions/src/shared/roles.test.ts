import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIONS, ROLE_PERMISSIONS, ROLES, can, isRole } from './roles.js';

/** The `rolePermissions()` map literal of a rules file, as role → actions. */
function rulesTable(file: string): Record<string, string[]> {
  const text = readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');
  const body = /function rolePermissions\(\) \{\s*return \{([\s\S]*?)\};\s*\}/.exec(text)?.[1];
  if (!body) throw new Error(`${file}: no rolePermissions() found`);
  const table: Record<string, string[]> = {};
  for (const [, role, list] of body.matchAll(/'([a-z]+)':\s*\[([^\]]*)\]/g)) {
    table[role!] = [...list!.matchAll(/'([a-z.]+)'/g)].map((match) => match[1]!);
  }
  return table;
}

describe('the role table', () => {
  it('orders roles from most to least allowed: each may do all the next may', () => {
    for (let index = 1; index < ROLES.length; index += 1) {
      const above = ROLE_PERMISSIONS[ROLES[index - 1]!];
      for (const action of ROLE_PERMISSIONS[ROLES[index]!]) expect(above).toContain(action);
    }
  });

  it('gives the Owner everything and only the Owner members, settings, deletion and export', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...ACTIONS].sort());
    for (const action of [
      'members.manage',
      'account.settings',
      'account.delete',
      'customers.export',
    ] as const) {
      expect(ROLES.filter((role) => can(role, action))).toEqual(['owner']);
    }
  });

  it('lets the Owner and Managers, and nobody else, set up webhooks', () => {
    expect(ROLES.filter((role) => can(role, 'webhooks.manage'))).toEqual(['owner', 'manager']);
  });

  it('lets the Owner and Managers, and nobody else, read the activity log', () => {
    expect(ROLES.filter((role) => can(role, 'activity.read'))).toEqual(['owner', 'manager']);
  });

  it('lets Support answer and read but change no product, template, import or setting', () => {
    expect(can('support', 'cases.answer')).toBe(true);
    expect(can('support', 'reviews.mark')).toBe(true);
    for (const action of ['products.write', 'templates.write', 'imports.manage'] as const) {
      expect(can('support', action)).toBe(false);
      expect(can('viewer', action)).toBe(false);
    }
    expect(can('viewer', 'reviews.mark')).toBe(false);
    expect(can('viewer', 'cases.answer')).toBe(false);
    expect(can(null, 'products.read')).toBe(false);
    expect(isRole('owner')).toBe(true);
    expect(isRole('admin')).toBe(false);
  });

  it.each(['firestore.rules', 'storage.rules'])('%s repeats it exactly', (file) => {
    const table = rulesTable(file);
    expect(Object.keys(table).sort()).toEqual([...ROLES].sort());
    for (const role of ROLES) {
      expect(table[role]!.slice().sort(), `${file}: ${role}`).toEqual(
        [...ROLE_PERMISSIONS[role]].sort(),
      );
    }
  });
});
