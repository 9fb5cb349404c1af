import type { Migration } from './helpers';

// Paying by card at checkout, at postage and for a group share: the card tops the wallet up by exactly
// what is charged, and the transaction that credits it then pays what the top-up was for. A recharge made
// that way names it here: `purpose` (JSON: what to pay, with the payment's own idempotency key), and once
// credited, `purpose_status` ('paid', with the checkout, parcel or group in `purpose_ref_id'; or
// 'refused', the money kept in the wallet, with the reason as a message key and its values in
// `purpose_refusal`, JSON). A plain top-up has none of them.
export const cardPurposes: Migration = {
  version: '0037',
  name: 'recharges: what a card payment at checkout, postage or a group share pays',
  async up(db) {
    await db.schema.alterTable('recharges').addColumn('purpose', 'text').execute();
    await db.schema.alterTable('recharges').addColumn('purpose_status', 'text').execute();
    await db.schema.alterTable('recharges').addColumn('purpose_ref_id', 'integer').execute();
    await db.schema.alterTable('recharges').addColumn('purpose_refusal', 'text').execute();
  },
};
