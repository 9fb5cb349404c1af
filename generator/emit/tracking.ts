import type { Project } from 'ts-morph';
import type { Model } from '../model';
import { addType, exportConst, literal, newFile, union } from './print';

export function emitTracking(project: Project, model: Model): void {
  const { carriers, methods } = model.constants.shipping;
  const file = newFile(project, 'tracking.ts', ['spec/constants.yaml']);
  addType(file, { isExported: true, name: 'CarrierId', type: union(carriers.map((c) => c.id)), docs: ['A carrier of shipping.carriers.'] });
  addType(file, {
    isExported: true,
    name: 'ShippingMethodId',
    type: union(methods.map((m) => m.id)),
    docs: ['An international method of shipping.methods.'],
  });
  file.addInterface({
    isExported: true,
    name: 'Carrier',
    properties: [
      ['id', 'CarrierId'], ['name', 'string'], ['domestic', 'boolean'], ['international', 'boolean'], ['tracking', 'string'],
    ].map(([name, type]) => ({ name: name!, type, isReadonly: true })),
  });
  // The list itself is the constants' (generated/constants/shipping.ts): here it only gains its types.
  file.addImportDeclaration({ moduleSpecifier: './constants/shipping', namedImports: ['shipping'] });
  exportConst(file, 'carriers', 'readonly Carrier[]', 'shipping.carriers', ['Every carrier, in spec order (the order staff choose from).']);
  exportConst(
    file,
    'methodCarriers',
    '{ readonly [M in ShippingMethodId]: CarrierId }',
    literal(Object.fromEntries(methods.map((m) => [m.id, m.carrier]))),
    ['The carrier each international method ships with.'],
  );
  file.addStatements(`
/** The carrier of that id; undefined for anything else (free text staff typed before carriers were listed). */
export function carrierOf(id: string | null | undefined): Carrier | undefined {
  return carriers.find((c) => c.id === id);
}

export function isCarrierId(id: string): id is CarrierId {
  return carrierOf(id) !== undefined;
}

/** The carrier's own tracking page for the number, or null when the carrier is not one we know. */
export function trackingLink(carrier: string | null | undefined, number: string): string | null {
  const known = carrierOf(carrier);
  // A function, as everywhere (tests/unit/replacement-strings.test.ts): a replacement never read as a pattern.
  return known ? known.tracking.replace('{number}', () => encodeURIComponent(number.trim())) : null;
}

/** The carrier a parcel shipped by the method goes with; undefined for a method we do not list. */
export function carrierOfMethod(method: string | null | undefined): CarrierId | undefined {
  return Object.entries(methodCarriers).find(([id]) => id === method)?.[1];
}`);
}
