import { describe, expect, it } from 'vitest';
import { groupParam, idParam } from './params';

describe('order address params', () => {
  it('reads ids as positive whole numbers only', () => {
    expect(idParam('42')).toBe(42);
    for (const bad of [null, '', '0', '-1', '1.5', '1e3', 'abc', '12345678901']) expect(idParam(bad)).toBeNull();
  });
  it('knows the tabs of spec/orders.yaml and nothing else', () => {
    expect(groupParam('inProgress')).toBe('inProgress');
    expect(groupParam('anybuy')).toBeNull();
    expect(groupParam('constructor')).toBeNull();
    expect(groupParam(undefined)).toBeNull();
  });
});
