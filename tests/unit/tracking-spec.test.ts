// spec/constants.yaml shipping.carriers: the checks of its tracking page templates (each breaks one named
// line of a copy of the spec and expects the diagnostic at that line; the column is where the broken value
// starts on the line, 1-based), and generated/tracking.ts's builder.
import { afterEach, describe, expect, it } from 'vitest';
import { carrierOfMethod, carriers, trackingLink } from '../../generated/tracking';
import { type TempProject, specDiagnostics, tempProject } from './helpers';

let project: TempProject | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
});

const CONSTANTS = 'spec/constants.yaml';
const FEDEX = '    - { id: fedex, name: FedEx, domestic: false, international: true, tracking: "https://www.fedex.com/fedextrack/?trknbr={number}" }';
const SF = '    - { id: sf, name: SF Express, domestic: false, international: true, tracking: "https://www.sf-express.com/chn/en/waybill/waybill-detail/{number}" }';
const SAGAWA = '    - { id: sagawa, name: Sagawa Express, domestic: true, international: false, tracking: "https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo={number}" }';
const SF_METHOD = '    - { id: sf, carrier: sf, tracked: true, maxKg: 30, maxSideCm: 150, maxLengthGirthCm: null, maxSumCm: 300, volumetricDivisor: 5000, volumetricMinSideCm: null, transitDays: 3-7 }';

/** Replaces `from` by `to` on the line that reads `line`; the line number and the column where `to` starts. */
function breakLine(line: string, from: string, to: string): { at: number; col: number } {
  project = tempProject();
  const at = project.lineOf(CONSTANTS, line);
  project.editLine(CONSTANTS, at, from, to);
  return { at, col: line.indexOf(from) + 1 };
}
const fedexIndex = carriers.findIndex((c) => c.id === 'fedex');

describe('spec/constants.yaml carrier problems', () => {
  it('a tracking page that is not https', () => {
    const { at } = breakLine(FEDEX, '"https://www.fedex', '"http://www.fedex');
    const col = FEDEX.indexOf('"https') + 1;
    expect(specDiagnostics(project!.root)).toEqual([
      `${CONSTANTS}:${at}:${col} shipping.carriers.${fedexIndex}.tracking: "http://www.fedex.com/fedextrack/?trknbr={number}" is not an https address`,
    ]);
  });

  it('a tracking page without its {number}, or with it twice', () => {
    const { at } = breakLine(FEDEX, 'trknbr={number}', 'trknbr={num}');
    const col = FEDEX.indexOf('"https') + 1;
    expect(specDiagnostics(project!.root)).toEqual([
      `${CONSTANTS}:${at}:${col} shipping.carriers.${fedexIndex}.tracking: "https://www.fedex.com/fedextrack/?trknbr={num}" must hold {number} once and no other {…}`,
    ]);
    project!.remove();
    const twice = breakLine(FEDEX, 'trknbr={number}', 'trknbr={number}&again={number}');
    expect(specDiagnostics(project!.root)).toEqual([
      `${CONSTANTS}:${twice.at}:${col} shipping.carriers.${fedexIndex}.tracking: "https://www.fedex.com/fedextrack/?trknbr={number}&again={number}" must hold {number} once and no other {…}`,
    ]);
  });

  it('a carrier listed twice', () => {
    const { at, col } = breakLine(SAGAWA, 'id: sagawa', 'id: yamato');
    const index = carriers.findIndex((c) => c.id === 'sagawa');
    expect(specDiagnostics(project!.root)).toEqual([`${CONSTANTS}:${at}:${col + 'id: '.length} shipping.carriers.${index}.id: carrier yamato is listed twice`]);
  });

  it('a shipping method whose carrier has no tracking page', () => {
    breakLine(SF, 'id: sf,', 'id: sfExpress,');
    const method = project!.lineOf(CONSTANTS, SF_METHOD);
    const methodCol = SF_METHOD.indexOf('carrier: sf') + 'carrier: '.length + 1;
    const insurance = project!.lineOf(CONSTANTS, project!.read(CONSTANTS).split('\n').find((l) => l.startsWith('      - { carrier: sf,'))!);
    expect(specDiagnostics(project!.root)).toEqual([
      `${CONSTANTS}:${method}:${methodCol} shipping.methods.6.carrier: carrier sf has no international entry in shipping.carriers`,
      `${CONSTANTS}:${insurance}:20 shipping.insurance.carriers.3.carrier: carrier sf has no international entry in shipping.carriers`,
    ]);
  });
});

describe('trackingLink()', () => {
  it('puts the number, URL-encoded, into the carrier\'s page', () => {
    expect(trackingLink('japanPost', 'EJ123456789JP')).toBe('https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=EJ123456789JP&locale=en');
    expect(trackingLink('yamato', ' 1234-5678 ')).toBe('https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=1234-5678');
    expect(trackingLink('sf', 'SF 1/2&x')).toBe('https://www.sf-express.com/chn/en/waybill/waybill-detail/SF%201%2F2%26x');
  });

  it('is null for a carrier we do not list (free text of older shipments)', () => {
    expect(trackingLink('Japan Post EMS', 'EJ1')).toBeNull();
    expect(trackingLink(null, 'EJ1')).toBeNull();
  });

  it('knows the carrier of every international method', () => {
    expect(carrierOfMethod('ems')).toBe('japanPost');
    expect(carrierOfMethod('dhl')).toBe('dhl');
    expect(carrierOfMethod('pigeon')).toBeUndefined();
  });
});
