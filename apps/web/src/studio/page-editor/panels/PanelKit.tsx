import { Empty } from 'antd';
import type { ReactNode } from 'react';

export function PanelSection({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="panel-section">
      <header className="panel-section-head">
        <h4>{title}</h4>
        {extra}
      </header>
      {children}
    </section>
  );
}

/** An honest empty list: says why nothing is here and what to do instead. */
export function PanelEmpty({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} className="panel-empty" />;
}
