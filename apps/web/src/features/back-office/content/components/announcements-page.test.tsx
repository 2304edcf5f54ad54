import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../../lib/session';
import { stubApi } from '../../../../test/api-stub';
import { renderRoute } from '../../../../test/render-route';
import { staffHandlers } from '../../testing/staff-stubs';
import { announcement } from '../testing/content-fixtures';

function stubAnnouncements(saved: URLSearchParams[], removed: string[] = []) {
  const list = [
    announcement(3, 'Maintenance Sunday', 'From 2:00 to 4:00'),
    announcement(2, 'New shops'),
  ];
  return stubApi({
    ...staffHandlers(['catalogue']),
    'GET /api/admin/announcement/index': () => ({
      code: 200,
      data: { list, total: 2, page: 1, pagesize: 20 },
    }),
    'POST /api/admin/announcement/save': (body) => {
      saved.push(body);
      return {
        code: 200,
        data: announcement(Number(body.get('id') ?? 4), String(body.get('title_en'))),
      };
    },
    'POST /api/admin/announcement/remove': (body) => {
      removed.push(String(body.get('id')));
      return { code: 200, data: { id: Number(body.get('id')) } };
    },
  });
}

describe('the announcements page', () => {
  it('writes a new announcement in two languages; the English title is required', async () => {
    startSession('tok');
    const saved: URLSearchParams[] = [];
    stubAnnouncements(saved);
    renderRoute('/admin/announcements');
    const table = await screen.findByRole('table', { name: 'Announcements' });
    expect(await within(table).findByText('From 2:00 to 4:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Write the English title/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: 'Holiday hours' },
    });
    fireEvent.change(within(dialog).getByLabelText('Text'), {
      target: { value: 'Closed\non Monday' },
    });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Español' }));
    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: 'Horario festivo' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.get('title_en')).toBe('Holiday hours');
    expect(saved[0]?.get('content_en')).toBe('Closed\non Monday');
    expect(saved[0]?.get('title_es')).toBe('Horario festivo');
    expect(saved[0]?.has('id')).toBe(false);
    expect(await screen.findByText('Announcement saved')).toBeTruthy();
  });

  it('edits an announcement from its title and removes another after asking', async () => {
    startSession('tok');
    const saved: URLSearchParams[] = [];
    const removed: string[] = [];
    stubAnnouncements(saved, removed);
    renderRoute('/admin/announcements');
    fireEvent.click(await screen.findByRole('button', { name: 'Maintenance Sunday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit announcement' });
    expect((within(dialog).getByLabelText('Text') as HTMLTextAreaElement).value).toBe(
      'From 2:00 to 4:00',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: 'Maintenance Monday' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved[0]?.get('id')).toBe('3'));
    expect(saved[0]?.get('title_en')).toBe('Maintenance Monday');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove New shops' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this announcement?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual(['2']));
  });
});
