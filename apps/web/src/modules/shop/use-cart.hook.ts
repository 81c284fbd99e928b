import { useCallback, useEffect, useState } from 'react';
import { ORDER_ITEMS_MAX, ORDER_QUANTITY_MAX } from '@staffdesk/core/shop-api';
import { useShellSession } from '../../shell/shell-session.context.ts';

export type TCartLine = { productId: string; quantity: number };

const read = (key: string): TCartLine[] => {
  try {
    const v = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(v)
      ? v
          .filter(
            (x): x is TCartLine =>
              !!x && typeof x.productId === 'string' && Number.isInteger(x.quantity) && x.quantity > 0,
          )
          .slice(0, ORDER_ITEMS_MAX)
      : [];
  } catch {
    return [];
  }
};

/**
 * The employee's cart (decision 0039): kept in this browser per tenant and login, so it survives a reload; the
 * server prices it (`/me/shop/quote`) and places it. Other tabs of the same login see changes as they happen.
 * `kept` false: a cart of this page only (HR's order for an employee).
 */
export function useCart(kept = true) {
  const session = useShellSession();
  const key = `staffdesk.cart.${session.account ?? ''}.${session.loginId}`;
  const [lines, setLines] = useState<TCartLine[]>(() => (kept ? read(key) : []));
  useEffect(() => {
    if (!kept) return;
    const on = (e: StorageEvent) => e.key === key && setLines(read(key));
    window.addEventListener('storage', on);
    return () => window.removeEventListener('storage', on);
  }, [key, kept]);
  const save = useCallback(
    (next: TCartLine[]) => {
      setLines(next);
      if (kept) localStorage.setItem(key, JSON.stringify(next));
    },
    [key, kept],
  );
  const setQuantity = (productId: string, quantity: number) => {
    const q = Math.max(0, Math.min(ORDER_QUANTITY_MAX, Math.round(quantity)));
    const rest = lines.filter((l) => l.productId !== productId);
    const at = lines.findIndex((l) => l.productId === productId);
    if (q === 0) return save(rest);
    if (at < 0) return save([...lines, { productId, quantity: q }].slice(0, ORDER_ITEMS_MAX));
    save(lines.map((l) => (l.productId === productId ? { productId, quantity: q } : l)));
  };
  const add = (productId: string) =>
    setQuantity(productId, (lines.find((l) => l.productId === productId)?.quantity ?? 0) + 1);
  return {
    lines,
    count: lines.reduce((a, l) => a + l.quantity, 0),
    quantityOf: (productId: string) => lines.find((l) => l.productId === productId)?.quantity ?? 0,
    add,
    setQuantity,
    clear: () => save([]),
  };
}
export type TCart = ReturnType<typeof useCart>;
