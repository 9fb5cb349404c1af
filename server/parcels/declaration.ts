// The customs declaration of a parcel: one line per order, prefilled with what the order says was paid
// (its title, quantity and unit price). The shopper may change a line before the parcel ships; a value
// below the paid one needs their reason. Staff may send it back with a note; it then does not ship until
// the shopper saves it again. Every rule is judged here, whatever the page allowed.
import type { DeclarationLineInput, ShipParcel } from '../../generated/api/schemas';
import { ApiFailure, badField } from '../http/failure';
import { yenText } from '../orders/notify';
import type { Services } from '../services';
import { type StoredLine, editableStates as editable, loadParcel, ownParcel, parcelOrders } from './views';

export async function declareParcel(services: Services, userId: number, id: number, lines: readonly DeclarationLineInput[]): Promise<ShipParcel> {
  return services.db.transaction().execute(async (trx) => {
    const now = services.now();
    const row = await ownParcel(trx, userId, id);
    if (!editable.has(row.state)) throw new ApiFailure(409, 'parcelStateConflict');
    const orders = await parcelOrders(trx, row.id);
    const ids = lines.map((l) => l.orderId);
    if (new Set(ids).size !== ids.length || ids.length !== orders.length || !orders.every((o) => ids.includes(o.id))) throw badField('lines');
    const stored: StoredLine[] = orders.map((order, index) => {
      const line = lines.find((l) => l.orderId === order.id)!;
      const description = line.description.trim();
      const reason = line.reason?.trim() || null;
      const at = { line: index + 1, title: order.title };
      if (description === '') throw new ApiFailure(400, 'declarationDescriptionEmpty', { ...at, field: 'lines' });
      const paid = order.price_yen * order.quantity;
      if (line.unitYen * line.quantity < paid && reason === null) throw new ApiFailure(400, 'declarationReasonNeeded', { ...at, amount: yenText(paid), field: 'lines' });
      return { orderId: order.id, description, quantity: line.quantity, unitYen: line.unitYen, reason };
    });
    const updated = await trx
      .updateTable('parcels')
      .set({ declaration: JSON.stringify(stored), declaration_query: null, updated_at: now })
      .where('id', '=', row.id)
      .where('state', 'in', [...editable])
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ApiFailure(409, 'parcelStateConflict');
    return loadParcel(trx, updated, now);
  });
}

/** Staff send the declaration back to the shopper with a note, before the parcel ships. */
export async function queryDeclaration(services: Services, id: number, note: string): Promise<void> {
  const text = note.trim();
  if (text === '') throw badField('note');
  const done = await services.db
    .updateTable('parcels')
    .set({ declaration_query: text, updated_at: services.now() })
    .where('id', '=', id)
    .where('state', 'in', [...editable])
    // A group's parcel has no shopper call to answer with.
    .where('kind', '=', 'merge')
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1) return;
  const exists = await services.db.selectFrom('parcels').select('id').where('id', '=', id).executeTakeFirst();
  throw new ApiFailure(exists ? 409 : 404, exists ? 'parcelStateConflict' : 'parcelNotFound');
}
