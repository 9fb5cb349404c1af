import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, toast, useToastStore } from './toast-store';

const open = () => useToastStore.getState().items.filter((t) => t.open);

describe('toast store', () => {
  beforeEach(() => useToastStore.setState({ items: [] }));

  it('queues each kind with its message', () => {
    toast.error('Error');
    toast.success('Saved');
    toast.info('Copied');
    expect(open().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'Error'],
      ['success', 'Saved'],
      ['info', 'Copied'],
    ]);
  });

  it('works unbound, as the call wrapper passes it as a callback', () => {
    const onError = toast.error;
    onError('ログインしてください');
    expect(open()).toHaveLength(1);
  });

  it('shows a message that is already on screen only once', () => {
    toast.error('Error');
    toast.error('Error');
    expect(open()).toHaveLength(1);
  });

  it('closes a toast on dismiss and drops it when the next one arrives', () => {
    toast.error('Error');
    const [first] = open();
    dismissToast(first!.id);
    expect(useToastStore.getState().items).toMatchObject([{ id: first!.id, open: false }]);
    toast.error('Error');
    expect(useToastStore.getState().items).toHaveLength(1);
    expect(open()[0]!.id).not.toBe(first!.id);
  });
});
