import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { renderRoute } from '../../../test/render-route';

const popup = {
  image: '/static/uploads/2026/01/popup.png',
  link: '#/pages/category/category',
  every_hours: 12,
};

function stubPopup(value: unknown) {
  stubApi({
    'GET /api/customer/index/store': (params) => ({
      code: 200,
      data:
        params.get('type') === 'advert'
          ? { list: [] }
          : { site_name: 'Test Mall', advert_popup: value },
    }),
  });
}

describe('the advert popup', () => {
  it('shows the popup on the home once, then not again within its hours', async () => {
    stubPopup(popup);
    const first = renderRoute('/');
    const dialog = await screen.findByRole('dialog', { name: 'Advertisement' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(popup.image);
    expect(screen.getByRole('link', { name: 'Advertisement' }).getAttribute('href')).toBe(
      '/pages/category/category',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close the advertisement' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Advertisement' })).toBeNull());
    expect(JSON.parse(localStorage.getItem('advertPopupSeen') ?? '{}')).toMatchObject({
      image: popup.image,
    });
    first.unmount();
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Advertisement' })).toBeNull();
  });

  it('shows a new popup at once, even when another was seen just now', async () => {
    localStorage.setItem(
      'advertPopupSeen',
      JSON.stringify({ image: '/static/old.png', at: Date.now() }),
    );
    stubPopup(popup);
    renderRoute('/');
    expect(await screen.findByRole('dialog', { name: 'Advertisement' })).toBeTruthy();
  });

  it('shows nothing without a popup', async () => {
    stubPopup(null);
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Advertisement' })).toBeNull();
  });
});
