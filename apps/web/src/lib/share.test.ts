import { afterEach, describe, expect, it, vi } from 'vitest';
import { appUrl, shareLink } from './share';

const data = { title: 'Lamp', url: 'http://localhost/#/pages/prouduct/detail?id=3' };

function setNavigator(props: Record<string, unknown>) {
  for (const [key, value] of Object.entries(props)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
}

afterEach(() => {
  for (const key of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, key);
  vi.restoreAllMocks();
});

describe('shareLink', () => {
  it('uses the Web Share API when the device has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    setNavigator({ share, canShare: () => true });
    await expect(shareLink(data)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const writeText = vi.fn();
    setNavigator({
      share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')),
      clipboard: { writeText },
    });
    await expect(shareLink(data)).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link when there is no Web Share API, or it fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator({ clipboard: { writeText } });
    await expect(shareLink(data)).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    setNavigator({ share: vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError')) });
    await expect(shareLink(data)).resolves.toBe('copied');
  });

  it('falls back to a selection copy without the clipboard API, and says when nothing worked', async () => {
    setNavigator({ clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const exec = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await expect(shareLink(data)).resolves.toBe('copied');
    expect(exec).toHaveBeenCalledWith('copy');
    exec.mockReturnValue(false);
    await expect(shareLink(data)).resolves.toBe('failed');
  });

  it('builds the shareable address of a hash route', () => {
    expect(appUrl('/pages/shop/detail?id=2')).toBe(
      'http://localhost:3000/#/pages/shop/detail?id=2',
    );
  });
});
