import { describe, expect, it } from 'vitest';
import { docx, zip } from '../../test/docx-fixtures';
import { PNG_1X1 } from '../../test/images';
import { docxProblem } from './docx-sniff';

describe('docxProblem', () => {
  it('accepts a Word document, deflated or stored', () => {
    expect(docxProblem(docx())).toBeNull();
    expect(docxProblem(docx('x', { store: true }))).toBeNull();
  });

  it('refuses what is not a ZIP archive', () => {
    expect(docxProblem(PNG_1X1)).toBe('not a .docx file');
    expect(docxProblem(Buffer.from('PK'))).toBe('not a .docx file');
    expect(docxProblem(Buffer.from('<html><script>alert(1)</script></html>'))).toBe(
      'not a .docx file',
    );
  });

  it('refuses a cut archive', () => {
    const whole = docx();
    expect(docxProblem(whole.subarray(0, whole.length - 30))).toMatch(/unreadable/);
  });

  it('refuses a ZIP without word/document.xml, or whose type is not Word’s', () => {
    expect(docxProblem(zip({ 'a.txt': 'hello' }))).toMatch(/no word\/document.xml/);
    expect(
      docxProblem(
        docx('x', { mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' }),
      ),
    ).toMatch(/not a Word document type/);
    expect(docxProblem(zip({ 'word/document.xml': '<w:document/>' }))).toMatch(
      /not a Word document type/,
    );
  });
});
