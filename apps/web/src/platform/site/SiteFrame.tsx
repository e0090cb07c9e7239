import type { ReactNode } from 'react';
import { HomeFooter } from '../home/HomeFooter.tsx';
import './site.css';

/** A public site page: its heading and introduction, the content, and the site footer. */
export function SiteFrame({ title, intro, children, testId }: { title: string; intro?: string; children: ReactNode; testId: string }) {
  return (
    <div className="site-page" data-testid={testId}>
      <section className="site-head">
        <h1>{title}</h1>
        {intro && <p>{intro}</p>}
      </section>
      <div className="site-body">{children}</div>
      <HomeFooter />
    </div>
  );
}
