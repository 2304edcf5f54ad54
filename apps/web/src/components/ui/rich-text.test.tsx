import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { RichText, shiftHeadings } from './rich-text';

describe('rich text', () => {
  it('starts the headings at the given level and keeps their order', () => {
    expect(shiftHeadings('<h3>A</h3><p>x</p><h4 id="b">B</h4>')).toBe(
      '<h2>A</h2><p>x</p><h3 id="b">B</h3>',
    );
    expect(shiftHeadings('<h1>A</h1><h2>B</h2>', 3)).toBe('<h3>A</h3><h4>B</h4>');
    expect(shiftHeadings('<p>no headings, <header>not one</header></p>')).toBe(
      '<p>no headings, <header>not one</header></p>',
    );
    expect(shiftHeadings('<h2>A</h2>')).toBe('<h2>A</h2>');
  });

  it('inserts the sanitised HTML it is given', () => {
    const { container } = render(
      <RichText html="<h3>Title</h3><p>Made <strong>well</strong>.</p>" headingTop={3} />,
    );
    expect(container.innerHTML).toBe(
      '<div class="rich-text "><h3>Title</h3><p>Made <strong>well</strong>.</p></div>',
    );
  });
});
