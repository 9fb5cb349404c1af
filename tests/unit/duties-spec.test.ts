// spec/duties.yaml: each test breaks one named line of a copy of the spec and expects the diagnostic at
// that line (columns are 1-based, worked out from the line's text); then generated/duties.ts against the spec.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dutyReferenceRates, dutyRules } from '../../generated/duties';
import { type TempProject, projectRoot, specDiagnostics, tempProject } from './helpers';

const DUTIES = 'spec/duties.yaml';
let project: TempProject | undefined;
afterEach(() => {
  project?.remove();
  project = undefined;
});

/** A copy of the spec and the line number of `text`, the first such line after the country's key. */
function copyAt(country: string, text: string): { p: TempProject; line: number } {
  project = tempProject();
  const lines = project.read(DUTIES).split('\n');
  const start = project.lineOf(DUTIES, `  ${country}:`);
  const offset = lines.slice(start).findIndex((l) => l === text);
  if (offset < 0) throw new Error(`no line ${JSON.stringify(text)} under ${country}`);
  return { p: project, line: start + offset + 1 };
}

describe('spec/duties.yaml problems', () => {
  it('unknown country code: at the key', () => {
    project = tempProject();
    const p = project;
    const line = p.lineOf(DUTIES, '  GB:');
    p.editLine(DUTIES, line, 'GB', 'UK');
    expect(specDiagnostics(p.root)).toEqual([`${DUTIES}:${line}:3 countries.UK: unknown country code "UK" (ISO 3166-1 alpha-2, two capital letters)`]);
  });

  it('misspelt key: at the key', () => {
    const { p, line } = copyAt('AU', '    deMinimis:');
    p.editLine(DUTIES, line, 'deMinimis', 'deMinimus');
    expect(specDiagnostics(p.root)).toEqual([
      `${DUTIES}:${p.lineOf(DUTIES, '  AU:') + 1}:5 countries.AU.deMinimis: is required`,
      `${DUTIES}:${line}:5 countries.AU.deMinimus: unknown key "deMinimus"`,
    ]);
  });

  it('missing source and asOf: at the country', () => {
    const { p, line } = copyAt('US', "    source: { name: U.S. Customs and Border Protection, url: 'https://www.cbp.gov/trade/programs-administration/entry-summary/e-commerce' }");
    p.editLine(DUTIES, line, '    source:', '#   source:');
    p.editLine(DUTIES, line + 1, '    asOf:', '#   asOf:');
    const us = p.lineOf(DUTIES, '  US:');
    expect(specDiagnostics(p.root)).toEqual([
      `${DUTIES}:${us + 1}:5 countries.US.source: is required`,
      `${DUTIES}:${us + 1}:5 countries.US.asOf: is required`,
    ]);
  });

  it('rate out of range, bad threshold and a bad address: at the value', () => {
    const { p, line } = copyAt('SE', '    tax: { kind: vat, percent: 25 }');
    p.editLine(DUTIES, line, 'percent: 25', 'percent: 125');
    const au = copyAtLine(p, 'AU', '      - { amount: 1000, applies: both }');
    p.editLine(DUTIES, au, 'amount: 1000', 'amount: -1000');
    const url = copyAtLine(p, 'HK', "    source: { name: Customs and Excise Department, url: 'https://www.customs.gov.hk/' }");
    p.editLine(DUTIES, url, "'https://www.customs.gov.hk/'", 'customs.gov.hk');
    // `    tax: { kind: vat, percent: ` is 31 characters; `      - { amount: ` is 18;
    // `    source: { name: Customs and Excise Department, url: ` is 56. SE comes first in the file.
    expect(specDiagnostics(p.root)).toEqual([
      `${DUTIES}:${line}:32 countries.SE.tax.percent: a percent must be from 0 to 100`,
      `${DUTIES}:${url}:57 countries.HK.source.url: must be the http(s) address of the official page`,
      `${DUTIES}:${au}:19 countries.AU.deMinimis.0.amount: a threshold must be more than 0`,
    ]);
  });

  it('dates that are not calendar days or lie in the future', () => {
    const { p, line } = copyAt('CL', '    asOf: 2025-10-25');
    p.editLine(DUTIES, line, '2025-10-25', '2025-02-30');
    const pe = copyAtLine(p, 'PE', '    asOf: 2025-06-01');
    p.editLine(DUTIES, pe, '2025-06-01', '2999-06-01');
    expect(specDiagnostics(p.root)).toEqual([
      `${DUTIES}:${line}:11 countries.CL.asOf: 2025-02-30 is not a calendar date`,
      `${DUTIES}:${pe}:11 countries.PE.asOf: 2999-06-01 is in the future: asOf is the day the figures were checked`,
    ]);
  });

  it('a currency without a reference rate, and a second threshold for one charge', () => {
    const { p, line } = copyAt('NZ', '    currency: NZD');
    p.editLine(DUTIES, line, 'NZD', 'NZX');
    const il = copyAtLine(p, 'IL', '      - { amount: 500, currency: USD, applies: duty }');
    p.editLine(DUTIES, il, 'applies: duty', 'applies: tax');
    // `      - { amount: 500, currency: USD, applies: ` is 47 characters.
    expect(specDiagnostics(p.root)).toEqual([
      `${DUTIES}:${il}:48 countries.IL.deMinimis.1.applies: a second threshold for tax (the first is deMinimis.0)`,
      `${DUTIES}:${line}:15 countries.NZ.currency: currency NZX has no reference rate (add it under referenceRates.perYen)`,
    ]);
  });

  it('a tax kind that disagrees with its percent', () => {
    const { p, line } = copyAt('HK', '    tax: { kind: none, percent: 0 }');
    p.editLine(DUTIES, line, 'percent: 0', 'percent: 5');
    // `    tax: { kind: none, percent: ` is 32 characters.
    expect(specDiagnostics(p.root)).toEqual([`${DUTIES}:${line}:33 countries.HK.tax.percent: kind none takes percent 0`]);
  });
});

/** In an existing copy: the first line reading `text` after the country's key. */
function copyAtLine(p: TempProject, country: string, text: string): number {
  const lines = p.read(DUTIES).split('\n');
  const start = p.lineOf(DUTIES, `  ${country}:`);
  const offset = lines.slice(start).findIndex((l) => l === text);
  if (offset < 0) throw new Error(`no line ${JSON.stringify(text)} under ${country}`);
  return start + offset + 1;
}

interface DutiesYaml {
  referenceRates: { perYen: Record<string, number> };
  countries: Record<string, { currency: string; duty: number | 'none'; tax: { kind: string; percent: number }; asOf: string }>;
}

describe('generated/duties.ts', () => {
  const spec = parse(readFileSync(join(projectRoot, DUTIES), 'utf8')) as DutiesYaml;

  it('holds every country of the spec, in code order, with its figures', () => {
    const codes = Object.keys(spec.countries);
    expect(Object.keys(dutyRules)).toEqual([...codes].sort());
    for (const [code, c] of Object.entries(spec.countries)) {
      const rule = dutyRules[code as keyof typeof dutyRules];
      expect(rule.currency, code).toBe(c.currency);
      expect(rule.dutyPercent, code).toBe(c.duty === 'none' ? null : c.duty);
      expect(rule.tax, code).toEqual(c.tax);
      expect(rule.asOf, code).toBe(c.asOf);
    }
    expect(dutyReferenceRates.perYen).toEqual(spec.referenceRates.perYen);
  });
});
