import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let document: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Record<string, unknown>>();
});
afterAll(async () => t?.close());

describe('the OpenAPI document at /api/docs/json', () => {
  it('is valid OpenAPI: every $ref resolves and every schema is well formed', async () => {
    // validate() dereferences in place: give it a copy.
    const api = await SwaggerParser.validate(structuredClone(document) as never);
    expect(api.info.title).toBe('Marketplace API');
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"#\/components\/schemas\/schema\d+"/);
  });

  it('generates a typed client with the known routes, their parameters and answers', async () => {
    const source = astToString(await openapiTS(structuredClone(document) as never));
    for (const path of [
      '/api/customer/login/account',
      '/api/customer/index/get-all-category',
      '/api/customer/product/detail',
      '/api/customer/info/get_user_balance',
      '/api/category/{id}/{page}',
    ])
      expect(source, path).toContain(`"${path}": {`);
    // A route's parameters and answer are typed from its zod schemas.
    expect(source).toMatch(
      /"\/api\/customer\/product\/detail": \{[^]*?get: \{\s*parameters: \{\s*query: \{\s*id: number;[^]*?code: 200;\s*message: string;\s*data: \{\s*id: number;/,
    );
    // The recursive category tree is a named type that refers to itself.
    expect(source).toMatch(
      /CategoryNode: \{[^}]*children\??: components\["schemas"\]\["CategoryNode"\]\[\]/s,
    );
    expect(source).not.toContain('unknown; // unresolved');
  });
});
