import { describe, expect, it } from 'vitest';
import { diffFields } from './audit-diff';

describe('diffFields', () => {
  it('sets the fields side by side and marks the changed ones', () => {
    expect(
      diffFields({ status: 'active', name: 'Ana' }, { status: 'disabled', name: 'Ana' }),
    ).toEqual([
      { field: 'status', before: 'active', after: 'disabled', changed: true },
      { field: 'name', before: 'Ana', after: 'Ana', changed: false },
    ]);
  });

  it('shows lists and objects as JSON and a field on one side as changed', () => {
    expect(diffFields({ roles: ['admin'] }, { roles: ['admin'], email: 'a@b.co' })).toEqual([
      { field: 'roles', before: '["admin"]', after: '["admin"]', changed: false },
      { field: 'email', before: undefined, after: 'a@b.co', changed: true },
    ]);
  });

  it('has no fields on a side that is null, and one unnamed field for a plain value', () => {
    expect(diffFields(null, { roles: ['support'] })).toEqual([
      { field: 'roles', before: undefined, after: '["support"]', changed: true },
    ]);
    expect(diffFields('0.9', '0.95')).toEqual([
      { field: '', before: '0.9', after: '0.95', changed: true },
    ]);
  });
});
