import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { POLICY_KEYS } from '@mall/contract/content-admin';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';
import { policy, stubEditorLayout } from '../testing/content-fixtures';

beforeAll(stubEditorLayout);

const policies = POLICY_KEYS.map((key) =>
  key === 'privacy' ? policy(key, 'Privacy', '<p>We keep <em>little</em>.</p>') : policy(key),
);

describe('the policies page', () => {
  it('opens a policy from the URL, edits its title and content in a language, saves them all', async () => {
    startSession('tok');
    const saved: URLSearchParams[] = [];
    stubApi({
      ...staffHandlers(['catalogue']),
      'GET /api/admin/policy/index': () => ({ code: 200, data: { list: policies } }),
      'POST /api/admin/policy/save': (body) => {
        saved.push(body);
        return { code: 200, data: policy('privacy', 'Privacy') };
      },
    });
    const { router } = renderRoute('/admin/policies?key=privacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Privacy policy' })).toBeTruthy();
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    await waitFor(() => expect(editor.innerHTML).toContain('<em>little</em>'));
    expect(screen.getByText(/^Last changed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Español' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Privacidad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as URLSearchParams;
    expect(body.get('key')).toBe('privacy');
    expect(body.get('title_en')).toBe('Privacy');
    expect(body.get('title_es')).toBe('Privacidad');
    expect(body.get('content_en')).toBe('<p>We keep <em>little</em>.</p>');
    expect(await screen.findByText('Policy saved')).toBeTruthy();
    // Another policy: chosen in the list, kept in the URL; never written yet.
    fireEvent.click(screen.getByRole('button', { name: 'Return policy' }));
    await waitFor(() => expect(router.state.location.search).toBe('?key=return'));
    expect(await screen.findByText('Not written yet: buyers see an empty page.')).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it('offers a retry when the policies cannot be loaded', async () => {
    startSession('tok');
    stubApi({
      ...staffHandlers(['admin']),
      'GET /api/admin/policy/index': () => ({ code: 2000018, message: 'Data operation failed.' }),
    });
    renderRoute('/admin/policies');
    expect(await screen.findByText('Could not load this content')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
