import { describe, expect, it } from 'vitest';
import { actionParams } from './action-fields';

describe('actionParams', () => {
  it('sends numbers as numbers and text trimmed, only for what the action needs', () => {
    const form = new FormData();
    form.set('weightGrams', ' 850 ');
    form.set('lengthCm', '30');
    form.set('reason', 'not asked for');
    expect(actionParams(7, 'recordArrival', ['weightGrams', 'lengthCm', 'widthCm'], form)).toEqual({ id: 7, action: 'recordArrival', weightGrams: 850, lengthCm: 30 });
  });

  it('leaves blanks out so that the server names the missing field', () => {
    const form = new FormData();
    form.set('carrier', '  ');
    form.set('trackingNo', 'AB-1');
    expect(actionParams(3, 'recordDomesticShipment', ['carrier', 'trackingNo'], form)).toEqual({ id: 3, action: 'recordDomesticShipment', trackingNo: 'AB-1' });
  });
});
