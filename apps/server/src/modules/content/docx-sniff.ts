import { inflateRawSync } from 'node:zlib';

/**
 * Whether bytes are a Word document (.docx), by content, never by name: a ZIP archive (local
 * header `PK\x03\x04` first, a readable central directory) holding `word/document.xml` and a
 * `[Content_Types].xml` that declares the Word main document type. A macro-enabled document
 * (.docm) declares another type and is refused.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 65_535;
const WORD_MAIN_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** The content types part is a few kilobytes; a larger one is not read. */
const CONTENT_TYPES_MAX = 1024 * 1024;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

function endOfDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - END_SEARCH);
  for (let at = data.length - 22; at >= stop; at -= 1)
    if (data.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  return -1;
}

/** The archive's entries from its central directory; null when it cannot be read. */
function entriesOf(data: Buffer): Entry[] | null {
  const end = endOfDirectory(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return null;
    entries.push({
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's text (stored or deflated), or null when it cannot be read within the limit. */
function textOf(data: Buffer, entry: Entry): string | null {
  const at = entry.localOffset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > data.length || entry.compressedSize > CONTENT_TYPES_MAX) return null;
  const raw = data.subarray(start, end);
  try {
    if (entry.method === 0) return raw.toString('utf8');
    if (entry.method === 8)
      return inflateRawSync(raw, { maxOutputLength: CONTENT_TYPES_MAX }).toString('utf8');
  } catch {
    return null;
  }
  return null;
}

/** Null for a Word document; otherwise why it is not one. */
export function docxProblem(data: Buffer): string | null {
  if (data.length < 30 || data.readUInt32LE(0) !== LOCAL_HEADER) return 'not a .docx file';
  const entries = entriesOf(data);
  if (!entries) return 'not a .docx file (unreadable archive)';
  if (!entries.some((entry) => entry.name === 'word/document.xml'))
    return 'not a .docx file (no word/document.xml)';
  const types = entries.find((entry) => entry.name === '[Content_Types].xml');
  const text = types ? textOf(data, types) : null;
  if (!text?.includes(WORD_MAIN_TYPE)) return 'not a .docx file (not a Word document type)';
  return null;
}
