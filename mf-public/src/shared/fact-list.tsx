import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Facts as a definition list, "label: value" in columns as wide as the card allows (antd's
 * Descriptions, drawn without it: customer-page.css); `twoColumns` keeps to two from a tablet's width.
 */
export function FactList({ items, twoColumns }: { items: Fact[]; twoColumns?: boolean }) {
  return (
    <dl className={twoColumns ? 'cp-facts cp-facts-two' : 'cp-facts'}>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}:</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
