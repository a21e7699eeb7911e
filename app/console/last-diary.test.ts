// The console bar's "Diary" (product.md D8 "Console UI"): the diary last used,
// remembered in a cookie that is only a hint — never a restaurant the member may not see.
import { describe, expect, it } from 'vitest';
import { diaryHrefFor, LAST_DIARY_COOKIE, lastDiaryCookie, lastDiaryOf, withLastDiary } from './last-diary.server.ts';

const withCookie = (value: string, url = 'http://127.0.0.1:3000/console/') =>
  new Request(url, { headers: { cookie: `mesa_staff=abc; ${LAST_DIARY_COOKIE}=${value}` } });
const visible = [{ storeId: '1002' }, { storeId: '1023' }];

describe('the last diary cookie', () => {
  it('is HttpOnly, SameSite=Lax and scoped to /console; Secure over HTTPS', () => {
    expect(lastDiaryCookie(new Request('http://127.0.0.1:3000/console/diary/1023/'), '1023')).toBe(
      `${LAST_DIARY_COOKIE}=1023; Path=/console; Max-Age=31536000; HttpOnly; SameSite=Lax`,
    );
    expect(lastDiaryCookie(new Request('https://mesa.example/console/diary/1023/'), '1023')).toMatch(/; Secure$/);
    expect(withLastDiary({ 'Cache-Control': 'no-store' }, new Request('http://x/'), '1002')).toEqual({
      'Cache-Control': 'no-store',
      'Set-Cookie': expect.stringContaining(`${LAST_DIARY_COOKIE}=1002;`),
    });
  });

  it('reads back a storeId, and nothing else', () => {
    expect(lastDiaryOf(withCookie('1023'))).toBe('1023');
    expect(lastDiaryOf(withCookie('..%2F..%2Fstaff'))).toBeNull();
    expect(lastDiaryOf(new Request('http://x/'))).toBeNull();
  });

  it('sends Diary to the remembered restaurant when the member may see it, else to the first they may see', () => {
    expect(diaryHrefFor(withCookie('1023'), visible)).toBe('/console/diary/1023/');
    expect(diaryHrefFor(withCookie('1001'), visible)).toBe('/console/diary/1002/');
    expect(diaryHrefFor(new Request('http://x/'), visible)).toBe('/console/diary/1002/');
    expect(diaryHrefFor(withCookie('1023'), [])).toBe('/console/');
  });
});
