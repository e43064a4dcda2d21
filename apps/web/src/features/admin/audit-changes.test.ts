import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-changes';

describe('an audit record’s changes', () => {
  it('lists only the fields that differ, a created thing’s every field', () => {
    expect(
      changedFields({ title: 'About', html: '<p>Old</p>' }, { title: 'About', html: '<p>New</p>' }),
    ).toEqual([{ field: 'html', before: '<p>Old</p>', after: '<p>New</p>' }]);
    expect(changedFields(null, { title: 'FAQ', position: 2 })).toEqual([
      { field: 'title', before: '', after: 'FAQ' },
      { field: 'position', before: '', after: '2' },
    ]);
    expect(changedFields({ status: 'pending' }, null)).toEqual([
      { field: 'status', before: 'pending', after: '' },
    ]);
  });

  it('shortens long values and shows nested ones as JSON', () => {
    const [change] = changedFields({ html: 'a'.repeat(500) }, { html: 'b', tags: ['x'] });
    expect(change?.before).toHaveLength(160);
    expect(change?.before.endsWith('…')).toBe(true);
    expect(changedFields({}, { tags: ['visa', 'tips'] })[0]?.after).toBe('["visa","tips"]');
  });
});
