import type { PublicCompanyConfig } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { documentTitle, tailoredRedirect } from './routing.ts';

const config = (settings: Partial<PublicCompanyConfig>): PublicCompanyConfig => ({ companyId: 'acme', ...settings });

describe('tailored routes (spec §2 route rules)', () => {
  it('changes nothing without a configuration', () => {
    expect(tailoredRedirect('/', null)).toBeNull();
    expect(tailoredRedirect('/openApi', null)).toBeNull();
  });

  it('sends the home to the live centre, main index, make home or login', () => {
    expect(tailoredRedirect('/', config({ homeRedirect: 'liveCentre' }))).toBe('/main/live');
    expect(tailoredRedirect('/', config({ homeRedirect: 'mainIndex' }))).toBe('/main/newMainIndex/createNewVideo');
    expect(tailoredRedirect('/', config({ homeRedirect: 'makeHome' }))).toBe('/main/newMainIndex/templateShop');
    expect(tailoredRedirect('/', config({ homeRedirect: 'login' }))).toBe('/aiask/login');
    expect(tailoredRedirect('/', config({ homeRedirect: 'none' }))).toBeNull();
    expect(tailoredRedirect('/main/live', config({ homeRedirect: 'liveCentre' }))).toBeNull();
  });

  it('sends removed pages (and pages under them) home, and never loops', () => {
    const removing = config({ removedPages: ['/openApi', '/main/live'], homeRedirect: 'liveCentre' });
    expect(tailoredRedirect('/openApi', removing)).toBe('/');
    expect(tailoredRedirect('/main/live/room-1', removing)).toBe('/');
    expect(tailoredRedirect('/', removing)).toBeNull();
    expect(tailoredRedirect('/main/newMainIndex/createNewVideo', removing)).toBeNull();
  });

  it('titles come from the configuration, else the route', () => {
    expect(documentTitle('Pricing', null)).toBe('Pricing · Orator');
    expect(documentTitle('Pricing', config({ title: 'Acme Video' }))).toBe('Pricing · Acme Video');
    expect(documentTitle(null, config({ title: 'Acme Video' }))).toBe('Acme Video');
  });
});
