// RFC 5545 details the calendar apps are strict about: escaping, folding at 75
// octets, CRLF line ends, UTC times.
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, formatUtc, type CalendarEvent } from './icalendar.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;
const at = new Date('2027-03-01T10:00:00Z');
const event: CalendarEvent = {
  uid: 'K7M2-QX4P@casalumbre.example',
  start: new Date('2027-03-28T18:30:00Z'),
  end: new Date('2027-03-28T20:15:00Z'),
  summary: 'Birthday at Casa Lumbre Bath (4 guests)',
  location: 'Casa Lumbre Bath, 5 Kingsmead Square, Bath, BA1 2AB',
  description: 'Reference K7M2-QX4P.',
  url: 'https://casalumbre.example/manage-booking/?token=abc',
  status: 'CONFIRMED',
  stamp: at,
  sequence: 0,
};

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it('escapes backslash, semicolon, comma and every kind of newline', () => {
    expect(escapeText('a;b,c\\d\ne\r\nf\rg')).toBe('a\\;b\\,c\\\\d\\ne\\nf\\ng');
  });
});

describe('foldLine (RFC 5545 §3.1)', () => {
  it('leaves a line of exactly 75 octets alone and folds the 76th', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const line = 'DESCRIPTION:' + 'ñ'.repeat(100) + '🍷'.repeat(30);
    const lines = foldLine(line).split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.every((l) => octets(l) <= 75)).toBe(true);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(line);
  });
});

describe('buildIcs', () => {
  it('writes one VEVENT with UTC times, CRLF line ends and a trailing CRLF', () => {
    const text = buildIcs(event);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('\r\nDTSTART:20270328T183000Z\r\n');
    expect(text).toContain('\r\nDTEND:20270328T201500Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20270301T100000Z\r\n');
    expect(text).toContain('\r\nSEQUENCE:0\r\n');
    expect(text).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(text).not.toContain('TZID'); // UTC needs no VTIMEZONE
  });

  it('escapes text values, folds every line, and cancels with METHOD:CANCEL', () => {
    const text = buildIcs({ ...event, summary: 'a;b,c\\d\ne', description: 'x'.repeat(200), status: 'CANCELLED', sequence: 1 });
    expect(text).toContain('SUMMARY:a\\;b\\,c\\\\d\\ne');
    expect(text.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
    expect(text).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:1[\s\S]*STATUS:CANCELLED/);
  });

  it('leaves the URL out when there is none', () => {
    expect(buildIcs({ ...event, url: undefined })).not.toContain('URL:');
    expect(formatUtc(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
