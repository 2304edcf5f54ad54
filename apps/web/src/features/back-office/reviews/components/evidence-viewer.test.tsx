import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { EvidenceGallery } from './evidence-gallery';

const DOCUMENTS = [
  { path: '/static/catalog/id-front.png', label: 'ID card, front' },
  { path: '/static/catalog/id-back.png', label: 'ID card, back' },
];

const open = () => screen.getByRole('dialog');

describe('the evidence viewer', () => {
  it('opens the document clicked, large, and zooms with the buttons and the keys', () => {
    render(<EvidenceGallery items={DOCUMENTS} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'ID card, front' }));
    const dialog = open();
    expect(dialog.getAttribute('aria-label')).toBe('ID card, front');
    expect(
      within(dialog).getByRole('img', { name: 'ID card, front' }).getAttribute('src'),
    ).toContain('/static/catalog/id-front.png');
    expect(within(dialog).getByText('1 of 2')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('150%')).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: '+' });
    expect(within(dialog).getByText('200%')).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Zoom: 200%' })).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: '-' });
    expect(within(dialog).getByText('150%')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fit to the screen' }));
    expect(within(dialog).getByText('100%')).toBeTruthy();
    fireEvent.doubleClick(within(dialog).getByRole('img'));
    expect(within(dialog).getByText('200%')).toBeTruthy();
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: '0' });
    expect(within(dialog).getByText('100%')).toBeTruthy();
  });

  it('goes to the next and previous document, each starting fitted, and closes', () => {
    render(<EvidenceGallery items={DOCUMENTS} />);
    fireEvent.click(screen.getByRole('link', { name: 'ID card, front' }));
    let dialog = open();
    expect(within(dialog).queryByRole('button', { name: 'Previous document' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next document' }));
    dialog = open();
    expect(dialog.getAttribute('aria-label')).toBe('ID card, back');
    expect(within(dialog).getByText('2 of 2')).toBeTruthy();
    expect(within(dialog).getByText('100%')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Next document' })).toBeNull();
    fireEvent.keyDown(within(dialog).getByRole('img'), { key: 'ArrowLeft' });
    expect(open().getAttribute('aria-label')).toBe('ID card, front');
    expect(
      within(open())
        .getByRole('link', { name: 'Open the original in a new tab' })
        .getAttribute('href'),
    ).toContain('/static/catalog/id-front.png');
    fireEvent.click(within(open()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens at the thumbnail clicked, and leaves a click with a modifier to the browser', () => {
    render(<EvidenceGallery items={DOCUMENTS} linkLabel={(item) => `Open ${item.label}`} />);
    const back = screen.getByRole('link', { name: 'Open ID card, back' });
    expect(back.getAttribute('target')).toBe('_blank');
    fireEvent.click(back, { ctrlKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(back);
    expect(open().getAttribute('aria-label')).toBe('ID card, back');
  });

  it('shows only as many thumbnails as asked, and every document in the viewer', () => {
    render(<EvidenceGallery items={DOCUMENTS} thumbs={1} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'ID card, front' }));
    expect(within(open()).getByText('1 of 2')).toBeTruthy();
  });
});
