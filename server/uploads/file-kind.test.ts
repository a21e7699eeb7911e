import { describe, expect, it } from 'vitest';
import { detectFileKind, sanitiseFileName } from './file-kind.ts';
import { makeZip, sampleDocx, sampleExe, sampleHeic, sampleJpeg, samplePdf, samplePng } from '../../tests/support/test-files.ts';

describe('file kind by content (magic bytes)', () => {
  it.each([
    ['pdf', samplePdf()],
    ['jpeg', sampleJpeg()],
    ['png', samplePng()],
    ['heic', sampleHeic()],
    ['docx', sampleDocx()],
  ])('recognises %s', (kind, bytes) => {
    expect(detectFileKind(bytes)).toBe(kind);
  });

  it.each([
    ['a Windows program', sampleExe()],
    ['plain text', Buffer.from('hello, this is not a PDF')],
    ['an ordinary ZIP', makeZip({ 'notes.txt': 'hi' })],
    ['a spreadsheet (XLSX)', makeZip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })],
    ['an MP4 video', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16)])],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2])],
  ])('rejects %s', (_label, bytes) => {
    expect(detectFileKind(bytes)).toBeNull();
  });
});

describe('file names', () => {
  it.each([
    ['receipt.pdf', 'pdf', 'receipt.pdf'],
    ['../../etc/passwd.pdf', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\My photo.JPG', 'jpeg', 'My photo.jpg'],
    ['invoice.pdf.exe', 'pdf', 'invoice.pdf.pdf'],
    ['<b>alert(1)</b>.png', 'png', 'b.png'], // a slash starts a new path segment
    ['<img onerror=x>.png', 'png', 'img onerrorx.png'],
    ['Crème brûlée.heic', 'heic', 'Creme brulee.heic'],
    ['...', 'docx', 'attachment.docx'],
    ['a'.repeat(300) + '.pdf', 'pdf', 'a'.repeat(90) + '.pdf'],
    ['line\r\nbreak.pdf', 'pdf', 'line break.pdf'],
  ] as const)('%s → %s', (given, kind, expected) => {
    expect(sanitiseFileName(given, kind)).toBe(expected);
  });

  it('always ends in the extension of what the file is', () => {
    expect(sanitiseFileName('photo.pdf', 'png')).toBe('photo.png');
  });
});
