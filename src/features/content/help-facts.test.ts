import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { constants } from '../../../generated/constants';
import { languages } from '../../../generated/languages';
import { helpFacts, helpQuestions } from './help-facts';

const read = (code: string) => JSON.parse(fs.readFileSync(new URL(`../../../locales/help/${code}.json`, import.meta.url), 'utf8')) as { questions: Record<string, { q: string; a: string }> };
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('help centre questions', () => {
  it('lists exactly the questions English answers', () => {
    expect(Object.keys(read('en').questions).sort()).toEqual([...helpQuestions].sort());
  });

  it.each(languages.map((l) => l.code))('%s asks and answers every question with English’s figures', (code) => {
    const { questions } = read(code);
    const english = read('en').questions;
    for (const key of helpQuestions) {
      expect(questions[key]?.q, `${code} ${key}`).toBeTruthy();
      expect(placeholders(questions[key]!.a), `${code} ${key}`).toEqual(placeholders(english[key]!.a));
    }
  });

  it('has a figure for every placeholder an answer uses', () => {
    const facts = helpFacts('en');
    for (const key of helpQuestions) for (const name of placeholders(read('en').questions[key]!.a)) expect(facts, `${key}: ${name}`).toHaveProperty(name);
  });

  it('quotes the spec’s constants', () => {
    const facts = helpFacts('en');
    expect(facts.freeDays).toBe(constants.warehouse.freeStorageDays);
    expect(facts.appealDays).toBe(constants.orders.appealDays);
    expect(facts.maxKg).toBe(constants.warehouse.maxGrams / 1000);
    expect(String(facts.perDay)).toContain(String(constants.warehouse.storageYenPerItemDay));
    expect(facts.emsDays).toBe(constants.shipping.methods.find((m) => m.id === 'ems')!.transitDays.replace('-', '–'));
  });
});
