import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok, responses } from './envelope';
import { responseProblems } from './response-check';

const schema = responses(
  z.object({
    list: z.array(
      z.object({ id: z.number().int(), name: z.string(), parent_id: z.number().nullable() }),
    ),
    extra: z.record(z.string(), z.unknown()).optional(),
  }),
)[200];
const problems = (payload: unknown) => responseProblems(schema, JSON.stringify(payload));

describe('responseProblems', () => {
  it('passes an answer the schema describes, and any error envelope', () => {
    expect(problems(ok({ list: [{ id: 1, name: 'A', parent_id: null }] }))).toEqual([]);
    expect(problems(ok({ list: [], extra: { anything: [1, { a: 2 }] } }))).toEqual([]);
    expect(problems({ code: 2000021, message: 'Not found', data: { field: 'id' } })).toEqual([]);
  });

  it('holds a success answer to the success schema: wrong types and missing fields', () => {
    expect(problems(ok({ list: [{ id: '1', name: 'A', parent_id: null }] }))).toEqual([
      'data.list.0.id: Invalid input: expected number, received string',
    ]);
    expect(problems(ok({ list: [{ id: 1, name: 'A' }] }))).toEqual([
      'data.list.0.parent_id: Invalid input: expected number, received undefined',
    ]);
  });

  it('names fields that the schema does not describe', () => {
    expect(
      problems(ok({ list: [{ id: 1, name: 'A', parent_id: 2, secret: 'x' }], more: 1 })),
    ).toEqual(['data.list[0].secret: not in the schema', 'data.more: not in the schema']);
  });

  it('checks the JSON as sent: undefined fields are absent, dates are strings', () => {
    expect(problems(ok({ list: [{ id: 1, name: 'A', parent_id: undefined }] }))).toHaveLength(1);
    const dated = responses(z.object({ at: z.string() }))[200];
    expect(responseProblems(dated, JSON.stringify(ok({ at: new Date(0) })))).toEqual([]);
  });
});
