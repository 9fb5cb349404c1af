import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { describe, expect, it } from 'vitest';
import type { EditionId } from '../../generated/editions';
import type { LanguageCode } from '../../generated/languages';
import { type CouponExpiry, type DateFormat, couponExpiry, deadline, formatDate, parseServerTime } from './dates';

const iso = (date: Date | null) => date?.toISOString() ?? null;
// 2026-11-22 10:05:09 in Shanghai.
const instant = Date.UTC(2026, 10, 22, 2, 5, 9);

describe('formatDate (spec §9)', () => {
  it.each<[DateFormat | undefined, LanguageCode, string]>([
    [1, 'zhCn', '2026-11-22 10:05:09'],
    [2, 'zhCn', '2026-11-22 10:05'],
    [3, 'zhCn', '11-22 10:05'],
    [4, 'zhCn', '2026-11-22'],
    [5, 'zhCn', '11/22/2026'],
    [6, 'zhCn', '2026.11.22 10:05'],
    [1, 'en', 'Nov 22, 2026 10:05:09'],
    [2, 'en', 'Nov 22, 2026 10:05'],
    [3, 'en', 'Nov 22 10:05'],
    [4, 'en', 'Nov 22, 2026'],
    [5, 'en', '11/22/2026'],
    [6, 'en', 'Nov 22, 2026 10:05'],
    [1, 'ar', '2026-11-22 10:05:09'],
    [undefined, 'ja', '2026-11-22'],
    [undefined, 'en', '2026-11-22'],
  ])('format %s in %s', (format, language, expected) => {
    expect(formatDate(instant, format, language, 'Asia/Shanghai')).toBe(expected);
  });

  it.each<[string, number, string, string]>([
    ['May', Date.UTC(2026, 4, 1, 4), 'UTC', 'May 1, 2026'],
    ['September', Date.UTC(2026, 8, 30, 4), 'UTC', 'Sep 30, 2026'],
    ['January in a zone behind UTC', Date.UTC(2026, 1, 1, 4), 'America/Los_Angeles', 'Jan 31, 2026'],
  ])('English abbreviated month: %s', (_, value, zone, expected) => {
    expect(formatDate(value, 4, 'en', zone)).toBe(expected);
  });

  it('keeps English months when the app switched the global dayjs locale', () => {
    const previous = dayjs.locale();
    dayjs.locale('zh-cn');
    try {
      expect(formatDate(instant, 4, 'en', 'Asia/Shanghai')).toBe('Nov 22, 2026');
    } finally {
      dayjs.locale(previous);
    }
  });

  it.each<[string, string]>([
    ['America/Los_Angeles', '2026-11-21 18:05:09'],
    ['Europe/London', '2026-11-22 02:05:09'],
    ['Pacific/Kiritimati', '2026-11-22 16:05:09'],
    ['Pacific/Pago_Pago', '2026-11-21 15:05:09'],
  ])('shows the instant in the given zone: %s', (zone, expected) => {
    expect(formatDate(instant, 1, 'ja', zone)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(instant), 2, 'de', 'Asia/Shanghai')).toBe('2026-11-22 10:05');
  });

  it.each([null, undefined, Number.NaN, new Date(Number.NaN)])('empty for %s', (value) => {
    expect(formatDate(value, 1, 'en', 'UTC')).toBe('');
  });
});

describe('parseServerTime (spec §9)', () => {
  it.each<[string, string, EditionId, string, string | null]>([
    ['zone-less time is Shanghai time', '2026-11-22 10:00:00', 'global', 'America/New_York', '2026-11-22T02:00:00.000Z'],
    ['whatever the browser zone', '2026-11-22 10:00:00', 'global', 'Asia/Tokyo', '2026-11-22T02:00:00.000Z'],
    ['T separator', '2026-11-22T10:00:00', 'global', 'UTC', '2026-11-22T02:00:00.000Z'],
    ['slashes, no seconds', '2026/11/22 10:00', 'global', 'UTC', '2026-11-22T02:00:00.000Z'],
    ['milliseconds', '2026-11-22 10:00:00.250', 'global', 'UTC', '2026-11-22T02:00:00.250Z'],
    ['date only is Shanghai midnight', '2026-11-22', 'global', 'UTC', '2026-11-21T16:00:00.000Z'],
    ['single-digit month and day', '2026-3-5 08:00:00', 'global', 'UTC', '2026-03-05T00:00:00.000Z'],
    ['month boundary', '2026-03-01 02:00:00', 'global', 'UTC', '2026-02-28T18:00:00.000Z'],
    ['year boundary', '2027-01-01 00:30:00', 'global', 'UTC', '2026-12-31T16:30:00.000Z'],
    ['leap day', '2028-02-29 12:00:00', 'global', 'UTC', '2028-02-29T04:00:00.000Z'],
    ['Shanghai has no DST in summer', '2026-07-01 12:00:00', 'global', 'UTC', '2026-07-01T04:00:00.000Z'],
    ['surrounding spaces', ' 2026-11-22 10:00:00 ', 'global', 'UTC', '2026-11-22T02:00:00.000Z'],
    ['analytics edition reads Shanghai time too', '2026-11-22 10:00:00', 'analytics', 'UTC', '2026-11-22T02:00:00.000Z'],
    ['china: read in the browser zone', '2026-11-22 10:00:00', 'china', 'America/New_York', '2026-11-22T15:00:00.000Z'],
    ['china: browser zone in summer time', '2026-07-01 10:00:00', 'china', 'America/New_York', '2026-07-01T14:00:00.000Z'],
    ['china: browser in Tokyo', '2026-11-22 10:00:00', 'china', 'Asia/Tokyo', '2026-11-22T01:00:00.000Z'],
    ['UTC designator respected', '2026-11-22T10:00:00Z', 'global', 'Asia/Tokyo', '2026-11-22T10:00:00.000Z'],
    ['offset respected', '2026-11-22T10:00:00+09:00', 'global', 'UTC', '2026-11-22T01:00:00.000Z'],
    ['negative offset', '2026-11-22T10:00:00-05:00', 'global', 'UTC', '2026-11-22T15:00:00.000Z'],
    ['offset without colon, space separator', '2026-11-22 10:00:00.123+0900', 'global', 'UTC', '2026-11-22T01:00:00.123Z'],
    ['lower-case z', '2026-11-22T10:00:00z', 'global', 'UTC', '2026-11-22T10:00:00.000Z'],
    ['offset respected in china too', '2026-11-22T10:00:00+09:00', 'china', 'America/New_York', '2026-11-22T01:00:00.000Z'],
    ['empty', '', 'global', 'UTC', null],
    ['not a time', 'tomorrow', 'global', 'UTC', null],
    ['month 13', '2026-13-01 10:00:00', 'global', 'UTC', null],
    ['30 February', '2026-02-30', 'global', 'UTC', null],
    ['29 February in a common year', '2026-02-29 10:00:00', 'global', 'UTC', null],
    ['hour 24', '2026-11-22 24:00:00', 'global', 'UTC', null],
    ['minute 60', '2026-11-22 10:60', 'global', 'UTC', null],
    ['offset with an impossible date', '2026-02-30T10:00:00Z', 'global', 'UTC', null],
  ])('%s', (_, value, edition, zone, expected) => {
    expect(iso(parseServerTime(value, edition, zone))).toBe(expected);
  });

  it.each([null, undefined, Number.NaN, new Date(Number.NaN)])('null for %s', (value) => {
    expect(parseServerTime(value, 'global', 'UTC')).toBeNull();
  });

  it('takes instants as they are', () => {
    expect(iso(parseServerTime(Date.UTC(2026, 10, 22), 'china', 'Asia/Tokyo'))).toBe('2026-11-22T00:00:00.000Z');
    expect(iso(parseServerTime(new Date(Date.UTC(2026, 10, 22)), 'global', 'UTC'))).toBe('2026-11-22T00:00:00.000Z');
  });
});

describe('server time shown in the browser zone', () => {
  const show = (value: string, edition: EditionId, zone: string) =>
    formatDate(parseServerTime(value, edition, zone), 1, 'zhCn', zone);

  it.each<[string, string, EditionId, string, string]>([
    ['New York in winter', '2026-11-22 10:00:00', 'global', 'America/New_York', '2026-11-21 21:00:00'],
    ['before the DST change', '2026-03-07 20:00:00', 'global', 'America/New_York', '2026-03-07 07:00:00'],
    ['after the DST change: one hour less apart', '2026-03-08 20:00:00', 'global', 'America/New_York', '2026-03-08 08:00:00'],
    ['month boundary in London', '2026-03-01 02:00:00', 'global', 'Europe/London', '2026-02-28 18:00:00'],
    ['west of the date line', '2026-11-22 23:00:00', 'global', 'Pacific/Kiritimati', '2026-11-23 05:00:00'],
    ['east of the date line', '2026-11-22 23:00:00', 'global', 'Pacific/Pago_Pago', '2026-11-22 04:00:00'],
    ['Shanghai browser sees it as written', '2026-11-22 10:00:00', 'global', 'Asia/Shanghai', '2026-11-22 10:00:00'],
    ['china edition: as written in New York', '2026-11-22 10:00:00', 'china', 'America/New_York', '2026-11-22 10:00:00'],
    ['china edition: as written across the date line', '2026-11-22 23:00:00', 'china', 'Pacific/Kiritimati', '2026-11-22 23:00:00'],
  ])('%s', (_, value, edition, zone, expected) => {
    expect(show(value, edition, zone)).toBe(expected);
  });
});

describe('deadline: end of the day at UTC+8 (spec §9)', () => {
  it.each<[string, string | number | Date, string | null]>([
    ['a day', '2026-11-22', '2026-11-22T15:59:59.999Z'],
    ['time after the day is ignored', '2026-11-22 10:00:00', '2026-11-22T15:59:59.999Z'],
    ['end of February', '2026-02-28', '2026-02-28T15:59:59.999Z'],
    ['leap day', '2028-02-29', '2028-02-29T15:59:59.999Z'],
    ['end of year', '2026-12-31', '2026-12-31T15:59:59.999Z'],
    ['single digits', '2026-3-5', '2026-03-05T15:59:59.999Z'],
    ['instant already on the next day at UTC+8', Date.UTC(2026, 10, 22, 17), '2026-11-23T15:59:59.999Z'],
    ['instant at the last millisecond', new Date('2026-11-22T15:59:59.999Z'), '2026-11-22T15:59:59.999Z'],
    ['instant at midnight UTC+8', new Date('2026-11-21T16:00:00.000Z'), '2026-11-22T15:59:59.999Z'],
    ['30 February', '2026-02-30', null],
    ['empty', '', null],
    ['not a day', 'soon', null],
    ['trailing garbage', '2026-11-22x', null],
    ['invalid instant', Number.NaN, null],
  ])('%s', (_, day, expected) => {
    const result = deadline(day);
    expect(result === null ? null : new Date(result).toISOString()).toBe(expected);
  });
});

describe('couponExpiry (spec §4)', () => {
  const tokyo = 'Asia/Tokyo';
  // 2026-11-22 10:00 in Tokyo.
  const now = Date.UTC(2026, 10, 22, 1);
  const urgent = (label: 'today' | 'tomorrow'): CouponExpiry => ({ urgent: true, label });
  const plain = (text: string): CouponExpiry => ({ urgent: false, text });

  it.each<[string, string, number, LanguageCode, string, CouponExpiry]>([
    ['later today', '2026-11-22T23:59:59+09:00', now, 'ja', tokyo, urgent('today')],
    ['earlier today', '2026-11-22T00:00:00+09:00', now, 'ja', tokyo, urgent('today')],
    ['start of tomorrow', '2026-11-23T00:00:00+09:00', now, 'ja', tokyo, urgent('tomorrow')],
    ['end of tomorrow', '2026-11-23T23:59:59+09:00', now, 'ja', tokyo, urgent('tomorrow')],
    ['the day after tomorrow', '2026-11-24T00:00:00+09:00', now, 'ja', tokyo, plain('2026-11-24')],
    ['English date', '2026-11-24T00:00:00+09:00', now, 'en', tokyo, plain('Nov 24, 2026')],
    ['yesterday', '2026-11-21T23:59:59+09:00', now, 'ja', tokyo, plain('2026-11-21')],
    ['next month', '2026-12-22T12:00:00+09:00', now, 'zhCn', tokyo, plain('2026-12-22')],
    ['tomorrow across a month end', '2026-02-01T09:00:00+09:00', Date.UTC(2026, 0, 31, 3), 'ja', tokyo, urgent('tomorrow')],
    ['tomorrow across a year end', '2027-01-01T09:00:00+09:00', Date.UTC(2026, 11, 31, 3), 'ja', tokyo, urgent('tomorrow')],
    ['same instants, Tokyo: today', '2026-11-23T10:00:00Z', Date.UTC(2026, 10, 22, 20), 'ja', tokyo, urgent('today')],
    ['same instants, Los Angeles: tomorrow', '2026-11-23T10:00:00Z', Date.UTC(2026, 10, 22, 20), 'ja', 'America/Los_Angeles', urgent('tomorrow')],
    ['date line, Kiritimati: tomorrow', '2026-11-23T10:30:00Z', Date.UTC(2026, 10, 22, 11), 'ja', 'Pacific/Kiritimati', urgent('tomorrow')],
    ['date line, Pago Pago: today', '2026-11-23T10:30:00Z', Date.UTC(2026, 10, 22, 11), 'ja', 'Pacific/Pago_Pago', urgent('today')],
    ['date line, Kiritimati: already yesterday', '2026-11-22T09:00:00Z', Date.UTC(2026, 10, 22, 11), 'ja', 'Pacific/Kiritimati', plain('2026-11-22')],
    ['DST day (23 h), late in the day: today', '2026-03-08T23:30:00-04:00', Date.UTC(2026, 2, 8, 5, 30), 'ja', 'America/New_York', urgent('today')],
    ['DST day, just after midnight next day: tomorrow', '2026-03-09T00:30:00-04:00', Date.UTC(2026, 2, 8, 5, 30), 'ja', 'America/New_York', urgent('tomorrow')],
    ['DST day, late now, end of next day: tomorrow', '2026-03-09T23:45:00-04:00', Date.UTC(2026, 2, 9, 3, 30), 'ja', 'America/New_York', urgent('tomorrow')],
  ])('%s', (_, expiresAt, nowAt, language, zone, expected) => {
    expect(couponExpiry(new Date(expiresAt), nowAt, language, zone)).toEqual(expected);
  });

  it('no text for an invalid expiry', () => {
    expect(couponExpiry(Number.NaN, now, 'en', tokyo)).toEqual(plain(''));
  });
});
